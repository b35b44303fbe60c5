import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { CardCheckout } from '../../../shared/ports/card-checkout.port';
import { OfferQueryService } from '../../catalog/services/offer-query.service';
import { TopUpOrder, totalCents } from '../domain/top-up-order';
import { StoreStatus } from '../../../shared/ports/store-status.port';
import { CheckoutRules, TopUpOrderRepository } from '../ports/top-up-order.repository';
import { DomainError } from '../../../shared/domain/domain-error';
import { OrdersErrors } from '../domain/orders.errors';

const MINUTE = 60_000;

/**
 * How long a checkout can be paid, counted from the order's creation: the same expiry on every
 * call for one order (Stripe's idempotency key wants the same parameters), and more than
 * Stripe's minimum of 30 minutes after the session is made (sessions are only made for orders
 * at most `creatingGraceMs` old).
 */
export const CHECKOUT_LIFETIME_MS = 60 * MINUTE;

/** One click, one order (docs/decisions.md, Issue 10). */
export const CHECKOUT_RULES: CheckoutRules = {
  minRemainingMs: 5 * MINUTE,
  creatingGraceMs: 5 * MINUTE,
  maxNewOrders: 10,
  windowMs: 10 * MINUTE,
};

/** When the order's checkout session expires, to the second (Stripe's expires_at). */
export const checkoutExpiry = (order: Pick<TopUpOrder, 'createdAt'>): Date =>
  new Date(Math.floor((order.createdAt.getTime() + CHECKOUT_LIFETIME_MS) / 1000) * 1000);

/**
 * Card checkout: a PENDING_PAYMENT order priced here from the product id (a price sent by a
 * browser is never used), then a Stripe Checkout Session for exactly that total. The recipient
 * must be a mobile number of the product's country. A second click for the same product and
 * number gets the customer's open checkout back, and a customer starts at most
 * `CHECKOUT_RULES.maxNewOrders` orders in `windowMs`.
 */
@Injectable()
export class StartCardCheckoutService {
  constructor(
    private readonly offers: OfferQueryService,
    private readonly orders: TopUpOrderRepository,
    private readonly checkout: CardCheckout,
    private readonly config: AppConfig,
    private readonly store: StoreStatus,
  ) {}

  async start(
    customerId: string,
    productId: string,
    telenumber: string,
  ): Promise<{ url: string; orderId: string }> {
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
        gateway: 'stripe',
      },
      `customer ${customerId}`,
      CHECKOUT_RULES,
    );
    if (started.outcome === 'rate-limited') throw new DomainError(OrdersErrors.TOO_MANY_CHECKOUTS);
    const order = started.order;
    if (order.checkoutUrl) return { url: order.checkoutUrl, orderId: order.id };

    // A new order, or one whose first click is still creating its session: the gateway answers
    // the same session for the same order id, so both clicks end on one payment page.
    const base = this.config.env.PUBLIC_URL.replace(/\/$/, '');
    const query = new URLSearchParams({ productId: offer.productId, phoneNumber: telenumber });
    const session = await this.checkout.createSession({
      orderId: order.id,
      purpose: 'topup',
      amountCents: totalCents(order),
      description: `Airtime top-up ${offer.productName} to ${telenumber}`,
      successUrl: `${base}/payementSuccess?${query}&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}/PayementFailed`,
      expiresAt: checkoutExpiry(order),
    });
    // Cancelled meanwhile (only after an hour without a session): never hand out its page.
    if (!(await this.orders.attachCheckoutSession(order.id, session)))
      throw new DomainError(OrdersErrors.INVALID_TRANSITION);
    return { url: session.url, orderId: order.id };
  }
}
