import { Injectable } from '@nestjs/common';
import { WalletCheckout } from '@shared/ports/wallet-checkout.port';
import type { TopUpOrder } from '../domain/top-up-order';
import { TopUpOrderRepository } from '../ports/top-up-order-repository.port';
import { CancelUnpaidOrderService } from './cancel-unpaid-order.service';
import { CaptureWalletPaymentService } from './capture-wallet-payment.service';
import { CHECKOUT_LIFETIME_MS } from './checkout-order';

/**
 * Reconciliation of a wallet order left waiting for payment (the payer's browser closed before
 * our capture call, a crash, a timeout): PayPal is asked about its order. Captured → the capture
 * is settled as the capture endpoint would (confirmed only if it matches); approved but never
 * captured → we capture it now; anything else after a checkout's lifetime → cancelled.
 */
@Injectable()
export class CheckWalletPaymentService {
  constructor(
    private readonly wallet: WalletCheckout,
    private readonly orders: TopUpOrderRepository,
    private readonly captures: CaptureWalletPaymentService,
    private readonly cancellations: CancelUnpaidOrderService,
  ) {}

  /** The order after the check; null when there is no such wallet order. */
  async check(walletOrderId: string, source: string, now = Date.now()): Promise<TopUpOrder | null> {
    const order = await this.orders.findByCheckoutSession(walletOrderId);
    if (!order || order.gateway !== 'paypal') return null;
    if (order.status !== 'PENDING_PAYMENT') return order;
    const snapshot = await this.wallet.getOrder(walletOrderId);
    if (snapshot.state === 'found' && snapshot.capture)
      return this.captures.settle(order, snapshot.capture, source);
    if (snapshot.state === 'found' && snapshot.orderStatus === 'APPROVED') {
      const captured = await this.captures.capture(walletOrderId, null, source);
      if (captured.state === 'captured') return captured.order;
    }
    if (now - order.createdAt.getTime() >= CHECKOUT_LIFETIME_MS) {
      const status = snapshot.state === 'found' ? snapshot.orderStatus : 'unknown to PayPal';
      await this.cancellations.cancel(
        order.id,
        source,
        `PayPal order ${walletOrderId} not paid within the checkout lifetime (${status})`,
      );
    }
    return this.orders.findById(order.id);
  }
}
