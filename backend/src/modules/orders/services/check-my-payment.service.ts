import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { OrdersErrors } from '../domain/orders.errors';
import type { Gateway, TopUpOrder } from '../domain/top-up-order';
import { TopUpOrderRepository } from '../ports/top-up-order-repository.port';
import { CheckWalletPaymentService } from './check-wallet-payment.service';
import { ConfirmCardPaymentService } from './confirm-card-payment.service';

/** Who asks, in the order's history. */
const SOURCE = 'success-page';

/**
 * The success page's check after a card or wallet payment. Our own record is looked up first:
 * a checkout that is unknown, of the other gateway or another customer's is "not found" without
 * a single call to Stripe or PayPal (each call counts against the merchant's quota, and a check
 * of an approved PayPal order captures it). The gateway is asked only about the customer's own
 * order while it still waits for payment, by the paths the webhook and reconciliation take.
 */
@Injectable()
export class CheckMyPaymentService {
  constructor(
    private readonly orders: TopUpOrderRepository,
    private readonly cards: ConfirmCardPaymentService,
    private readonly wallets: CheckWalletPaymentService,
  ) {}

  /** The order behind the customer's Stripe checkout session, after asking Stripe if unpaid. */
  async checkCard(customerId: string, sessionId: string): Promise<TopUpOrder> {
    const order = await this.ownOrder(customerId, sessionId, 'stripe');
    if (order.status !== 'PENDING_PAYMENT') return order;
    return (await this.cards.confirmSession(sessionId, SOURCE)) ?? order;
  }

  /** The order behind the customer's PayPal order, after asking PayPal if unpaid. */
  async checkWallet(customerId: string, walletOrderId: string): Promise<TopUpOrder> {
    const order = await this.ownOrder(customerId, walletOrderId, 'paypal');
    if (order.status !== 'PENDING_PAYMENT') return order;
    return (await this.wallets.check(walletOrderId, SOURCE)) ?? order;
  }

  private async ownOrder(
    customerId: string,
    checkoutId: string,
    gateway: Gateway,
  ): Promise<TopUpOrder> {
    const order = await this.orders.findByCheckoutSession(checkoutId);
    if (!order || order.customerId !== customerId || order.gateway !== gateway)
      throw new DomainError(OrdersErrors.ORDER_NOT_FOUND);
    return order;
  }
}
