import { Injectable } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { CardCheckout } from '@shared/ports/card-checkout.port';
import { OfferQueryService } from '@modules/catalog/services/offer-query.service';
import { QuoteTypedAmountService } from '@modules/catalog/services/quote-typed-amount.service';
import { totalCents } from '../domain/top-up-order';
import { StoreStatus } from '@shared/ports/store-status.port';
import { TopUpOrderRepository } from '../ports/top-up-order-repository.port';
import { checkoutExpiry, openCheckoutOrder, riskLimitsOf } from './checkout-order';
import { CustomerStanding } from '../ports/customer-standing.port';
import { DomainError } from '@shared/domain/domain-error';
import { OrdersErrors } from '../domain/orders.errors';
import { radarSignals, wantsThreeDSecure } from '../domain/risk-limits';
import { CustomerContacts } from '../ports/customer-contacts.port';

/**
 * Card checkout: a PENDING_PAYMENT order priced here from the product id (a price sent by a
 * browser is never used), then a Stripe Checkout Session for exactly that total. The recipient
 * must be a mobile number of the product's country. A second click for the same product and
 * number gets the customer's open checkout back, and a customer starts at most
 * `CHECKOUT_RULES.maxNewOrders` orders in `windowMs`, none over a risk limit. Stripe is told who
 * pays (the customer's e-mail, Radar metadata), and a first card purchase or a large one asks
 * for 3-D Secure (docs/decisions.md#risk-limit-defaults).
 */
@Injectable()
export class StartCardCheckoutService {
  constructor(
    private readonly offers: OfferQueryService,
    private readonly orders: TopUpOrderRepository,
    private readonly checkout: CardCheckout,
    private readonly config: AppConfig,
    private readonly store: StoreStatus,
    private readonly contacts: CustomerContacts,
    private readonly standing: CustomerStanding,
    private readonly quotes: QuoteTypedAmountService,
  ) {}

  async start(
    customerId: string,
    productId: string,
    telenumber: string,
    /** USD cents typed for a ranged offer. */
    sentCents?: number,
    /**
     * The gateway's customer whose card this payment saves for automatic top-ups (the
     * autotopup context's set-up; docs/decisions.md#setting-it-up).
     */
    saveCardFor?: string,
  ): Promise<{
    url: string;
    orderId: string;
    totalCents: number;
    productName: string;
    operatorName: string;
  }> {
    const { order, risk } = await openCheckoutOrder(
      {
        store: this.store,
        offers: this.offers,
        orders: this.orders,
        limits: riskLimitsOf(this.config.env),
        standing: this.standing,
        quotes: this.quotes,
      },
      {
        customerId,
        productId,
        telenumber,
        gateway: 'stripe',
        sentCents,
      },
    );
    const answer = (url: string) => ({
      url,
      orderId: order.id,
      totalCents: totalCents(order),
      productName: order.productName,
      operatorName: order.operatorName,
    });
    if (order.checkoutUrl) return answer(order.checkoutUrl);

    // A new order, or one whose first click is still creating its session: the gateway answers
    // the same session for the same order id, so both clicks end on one payment page.
    const base = this.config.env.PUBLIC_URL.replace(/\/$/, '');
    const query = new URLSearchParams({ productId: order.productId, phoneNumber: telenumber });
    const amountCents = totalCents(order);
    const session = await this.checkout.createSession({
      orderId: order.id,
      purpose: 'topup',
      amountCents,
      description: `Airtime top-up ${order.productName} to ${telenumber}`,
      successUrl: `${base}/payementSuccess?${query}&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}/PayementFailed`,
      expiresAt: checkoutExpiry(order),
      customerEmail: (await this.contacts.emailOf(customerId)) ?? undefined,
      threeDSecure: wantsThreeDSecure(
        risk,
        amountCents,
        this.config.env.RISK_THREE_D_SECURE_ABOVE_CENTS,
      )
        ? 'any'
        : 'automatic',
      metadata: radarSignals(risk, order),
      ...(saveCardFor ? { saveCardFor } : {}),
    });
    // Cancelled meanwhile (only after an hour without a session): never hand out its page.
    if (!(await this.orders.attachCheckoutSession(order.id, session)))
      throw new DomainError(OrdersErrors.INVALID_TRANSITION);
    return answer(session.url);
  }
}
