import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { DomainError } from '@shared/domain/domain-error';
import { CardCheckout } from '@shared/ports/card-checkout.port';
import { SavedCards } from '@shared/ports/saved-cards.port';
import { StoreStatus } from '@shared/ports/store-status.port';
import { OfferQueryService } from '@modules/catalog/services/offer-query.service';
import { QuoteTypedAmountService } from '@modules/catalog/services/quote-typed-amount.service';
import { totalCents, type TopUpOrder } from '../domain/top-up-order';
import { CustomerStanding } from '../ports/customer-standing.port';
import { FulfilmentQueue } from '../ports/fulfilment-queue.port';
import { TopUpOrderRepository } from '../ports/top-up-order-repository.port';
import { CancelUnpaidOrderService } from './cancel-unpaid-order.service';
import { openCheckoutOrder, riskLimitsOf, SCHEDULED_ORDER_RULES } from './checkout-order';
import { ScreenPaymentService } from './screen-payment.service';

/** What opening a period's order found. */
export type ScheduledOrderOpening =
  | { outcome: 'opened'; order: TopUpOrder }
  /** A business rule said no (closed shop, blocked customer, a risk limit, product gone). */
  | { outcome: 'refused'; code: string };

/** What charging a period's order came to. */
export type ScheduledOrderCharge =
  /** Paid (PAID, or HELD_FOR_REVIEW by the review rules) and handed to fulfilment. */
  | { outcome: 'paid'; order: TopUpOrder; paymentRef: string }
  | { outcome: 'declined' | 'authentication-required'; reason: string }
  /** The order had been cancelled meanwhile and the money taken for it was given back. */
  | { outcome: 'refunded'; paymentRef: string }
  /** The order no longer waits for payment (an earlier try confirmed it, or it was cancelled). */
  | { outcome: 'settled'; order: TopUpOrder };

/**
 * An automatic top-up's period, the orders' side (docs/decisions.md#one-run-per-period):
 * the order is made like a checkout's (priced today, same risk limits, blocked customers refused),
 * then charged off-session on the saved card with the period's idempotency key, confirmed through
 * the one confirmation (the review rules apply) and fulfilled like any paid order. A decline or a
 * card that needs its holder cancels the order.
 */
@Injectable()
export class ChargeSavedCardService {
  private readonly logger = new Logger(ChargeSavedCardService.name);

  constructor(
    private readonly offers: OfferQueryService,
    private readonly orders: TopUpOrderRepository,
    private readonly cards: SavedCards,
    private readonly checkout: CardCheckout,
    private readonly config: AppConfig,
    private readonly store: StoreStatus,
    private readonly standing: CustomerStanding,
    private readonly quotes: QuoteTypedAmountService,
    private readonly screening: ScreenPaymentService,
    private readonly fulfilment: FulfilmentQueue,
    private readonly cancellations: CancelUnpaidOrderService,
  ) {}

  async open(request: {
    customerId: string;
    productId: string;
    telenumber: string;
  }): Promise<ScheduledOrderOpening> {
    try {
      const { order } = await openCheckoutOrder(
        {
          store: this.store,
          offers: this.offers,
          orders: this.orders,
          limits: riskLimitsOf(this.config.env),
          standing: this.standing,
          quotes: this.quotes,
        },
        { ...request, gateway: 'stripe', rules: SCHEDULED_ORDER_RULES },
      );
      return { outcome: 'opened', order };
    } catch (error) {
      if (error instanceof DomainError) return { outcome: 'refused', code: error.code };
      throw error;
    }
  }

  async charge(
    orderId: string,
    card: { customerRef: string; paymentMethodRef: string },
    idempotencyKey: string,
  ): Promise<ScheduledOrderCharge> {
    const order = await this.orders.findById(orderId);
    if (!order) throw new Error(`Scheduled order ${orderId} not found`);
    if (order.status !== 'PENDING_PAYMENT' && order.status !== 'CANCELLED') {
      return { outcome: 'settled', order };
    }
    // Also for a cancelled order: an earlier try may have been charged before a crash, and the
    // key answers that charge again (then refunded below), or none if it never reached Stripe.
    const charge = await this.cards.chargeOffSession({
      ...card,
      amountCents: totalCents(order),
      orderId: order.id,
      idempotencyKey,
      description: `Automatic airtime top-up ${order.productName} to ${order.telenumber}`,
      metadata: { autoTopUp: idempotencyKey },
    });
    if (charge.state !== 'paid') {
      await this.cancellations.cancel(order.id, 'auto-top-up', `${charge.state}: ${charge.reason}`);
      return { outcome: charge.state, reason: charge.reason };
    }
    if (order.status === 'PENDING_PAYMENT') {
      const holdReason = await this.screening.holdReason(order, charge.cardCountry);
      await this.orders.confirmPayment({
        orderId: order.id,
        gateway: 'stripe',
        paymentRef: charge.paymentRef,
        amountCents: charge.amountCents,
        source: 'auto-top-up',
        paymentCountry: charge.cardCountry,
        holdReason,
      });
    }
    const after = (await this.orders.findById(order.id))!;
    if (after.status === 'CANCELLED') {
      this.logger.warn(`Order ${order.id}: charged after it was cancelled; refunding`);
      const refund = await this.checkout.refund(charge.paymentRef, order.id);
      if (refund.state !== 'refunded') {
        throw new Error(
          `Order ${order.id}: refund of ${charge.paymentRef} failed: ${refund.reason}`,
        );
      }
      await this.orders.note(
        order.id,
        'auto-top-up',
        `charged after cancel; refunded ${refund.refundRef}`,
      );
      return { outcome: 'refunded', paymentRef: charge.paymentRef };
    }
    // The job id is the order id: a repeated try never makes a second fulfilment.
    await this.fulfilment.enqueue(order.id);
    return { outcome: 'paid', order: after, paymentRef: charge.paymentRef };
  }
}
