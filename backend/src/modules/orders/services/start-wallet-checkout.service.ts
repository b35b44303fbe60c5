import { Injectable } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { DomainError } from '@shared/domain/domain-error';
import { WalletCheckout, WalletIssue } from '@shared/ports/wallet-checkout.port';
import { OfferQueryService } from '@modules/catalog/services/offer-query.service';
import { QuoteTypedAmountService } from '@modules/catalog/services/quote-typed-amount.service';
import { OrdersErrors } from '../domain/orders.errors';
import { totalCents } from '../domain/top-up-order';
import { StoreStatus } from '@shared/ports/store-status.port';
import { TopUpOrderRepository } from '../ports/top-up-order-repository.port';
import { checkoutExpiry, openCheckoutOrder, riskLimitsOf } from './checkout-order';
import { CustomerStanding } from '../ports/customer-standing.port';

/** The wallet order for the browser's PayPal button, or PayPal's refusal to make one. */
export type WalletCheckoutStart =
  | { state: 'created'; walletOrderId: string; orderId: string }
  | { state: 'refused'; details: WalletIssue[]; debugId: string | null };

/**
 * Wallet checkout (PayPal's button): the same rules as card checkout (storefront switch, the
 * offer priced here from the product id for a number of its country, one open order re-used per
 * product and number, at most CHECKOUT_RULES.maxNewOrders new orders per customer, the same risk
 * limits), then a PayPal
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
    private readonly config: AppConfig,
    private readonly standing: CustomerStanding,
    private readonly quotes: QuoteTypedAmountService,
  ) {}

  async start(
    customerId: string,
    productId: string,
    telenumber: string,
    /** USD cents typed for a ranged offer. */
    sentCents?: number,
  ): Promise<WalletCheckoutStart> {
    const { order } = await openCheckoutOrder(
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
        gateway: 'paypal',
        sentCents,
      },
    );
    if (order.checkoutSessionId)
      return { state: 'created', walletOrderId: order.checkoutSessionId, orderId: order.id };

    // A new order, or one whose first click is still creating its PayPal order: PayPal answers
    // the same order to the same PayPal-Request-Id (our order id), so both clicks get one order.
    // A PayPal fault (WalletUnavailable) goes on as it is: the filter answers it 502 (503 when
    // PayPal rate limits us) with our words.
    const created = await this.wallet.createOrder({
      orderId: order.id,
      purpose: 'topup',
      amountCents: totalCents(order),
      description: `Airtime top-up ${order.productName} to ${telenumber}`,
    });
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
