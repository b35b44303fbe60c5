import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import {
  WalletCheckout,
  WalletIssue,
  WalletUnavailable,
} from '../../../shared/ports/wallet-checkout.port';
import { OfferQueryService } from '../../catalog/services/offer-query.service';
import { OrdersErrors } from '../domain/orders.errors';
import { totalCents } from '../domain/top-up-order';
import { StoreStatus } from '../../../shared/ports/store-status.port';
import { TopUpOrderRepository } from '../ports/top-up-order.repository';
import { CHECKOUT_RULES, checkoutExpiry } from './start-card-checkout.service';

/** The wallet order for the browser's PayPal button, or PayPal's refusal to make one. */
export type WalletCheckoutStart =
  | { state: 'created'; walletOrderId: string; orderId: string }
  | { state: 'refused'; details: WalletIssue[]; debugId: string | null };

/**
 * Wallet checkout (PayPal's button): the same rules as card checkout (storefront switch, the
 * offer priced here from the product id for a number of its country, one open order re-used per
 * product and number, at most CHECKOUT_RULES.maxNewOrders new orders per customer), then a PayPal
 * order for exactly the order's total with custom_id = our order id. The PayPal order id is kept
 * on the order as its checkout session, with the same expiry as a card checkout's.
 */
@Injectable()
export class StartWalletCheckoutService {
  constructor(
    private readonly offers: OfferQueryService,
    private readonly orders: TopUpOrderRepository,
    private readonly wallet: WalletCheckout,
    private readonly store: StoreStatus,
  ) {}

  async start(
    customerId: string,
    productId: string,
    telenumber: string,
  ): Promise<WalletCheckoutStart> {
    if (!(await this.store.isOpen())) throw new DomainError(OrdersErrors.STORE_CLOSED);
    const offer = await this.offers.activeOfferFor(productId, telenumber);
    const started = await this.orders.startCheckout(
      {
        customerId,
        productId: offer.productId,
        productName: offer.productName,
        telenumber,
        operatorName: offer.operatorName,
        country: offer.operatorCountry,
        amountCents: offer.amountCents,
        serviceChargeCents: offer.serviceChargeCents,
        gateway: 'paypal',
      },
      `customer ${customerId}`,
      CHECKOUT_RULES,
    );
    if (started.outcome === 'rate-limited') throw new DomainError(OrdersErrors.TOO_MANY_CHECKOUTS);
    const order = started.order;
    if (order.checkoutSessionId)
      return { state: 'created', walletOrderId: order.checkoutSessionId, orderId: order.id };

    // A new order, or one whose first click is still creating its PayPal order: PayPal answers
    // the same order to the same PayPal-Request-Id (our order id), so both clicks get one order.
    let created;
    try {
      created = await this.wallet.createOrder({
        orderId: order.id,
        purpose: 'topup',
        amountCents: totalCents(order),
        description: `Airtime top-up ${offer.productName} to ${telenumber}`,
      });
    } catch (error) {
      if (error instanceof WalletUnavailable)
        throw new DomainError(OrdersErrors.WALLET_UNAVAILABLE, error.message);
      throw error;
    }
    if (created.state === 'refused') return created;
    const attached = await this.orders.attachCheckoutSession(order.id, {
      sessionId: created.walletOrderId,
      url: null,
      expiresAt: checkoutExpiry(order),
    });
    // Cancelled meanwhile (only after an hour without a PayPal order): never hand it out.
    if (!attached) throw new DomainError(OrdersErrors.INVALID_TRANSITION);
    return { state: 'created', walletOrderId: created.walletOrderId, orderId: order.id };
  }
}
