import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { CardCheckout } from '../../../shared/ports/card-checkout.port';
import { OfferQueryService } from '../../catalog/services/offer-query.service';
import { totalCents } from '../domain/top-up-order';
import { StoreStatus } from '../ports/store-status';
import { TopUpOrderRepository } from '../ports/top-up-order.repository';
import { DomainError } from '../../../shared/domain/domain-error';
import { OrdersErrors } from '../domain/orders.errors';

/**
 * Card checkout: a PENDING_PAYMENT order priced here from the product id (a price sent by a
 * browser is never used), then a Stripe Checkout Session for exactly that total.
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
    const offer = await this.offers.activeOffer(productId);
    const order = await this.orders.create(
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
    );
    const base = this.config.env.PUBLIC_URL.replace(/\/$/, '');
    const query = new URLSearchParams({ productId: offer.productId, phoneNumber: telenumber });
    const session = await this.checkout.createSession({
      orderId: order.id,
      purpose: 'topup',
      amountCents: totalCents(order),
      description: `Airtime top-up ${offer.productName} to ${telenumber}`,
      successUrl: `${base}/payementSuccess?${query}&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}/PayementFailed`,
    });
    await this.orders.attachCheckoutSession(order.id, session.sessionId);
    return { url: session.url, orderId: order.id };
  }
}
