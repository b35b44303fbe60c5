import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { CardCheckout } from '@shared/ports/card-checkout.port';
import { totalCents, TopUpOrder } from '../domain/top-up-order';
import { OrdersErrors } from '../domain/orders.errors';
import { FulfilmentQueue } from '../ports/fulfilment-queue.port';
import { TopUpOrderRepository } from '../ports/top-up-order-repository.port';
import { CancelUnpaidOrderService } from './cancel-unpaid-order.service';
import { ScreenPaymentService } from './screen-payment.service';

/**
 * The one path from "Stripe says paid" to a paid order: the webhook, the success page's check
 * and reconciliation all come here. It asks Stripe itself (a webhook is only a hint), checks the
 * amount and the order, confirms once (database constraint) and hands the order to fulfilment.
 * A session the gateway expired unpaid cancels its order (Stripe's checkout.session.expired, the
 * sandbox's Decline, or reconciliation finding it expired).
 */
@Injectable()
export class ConfirmCardPaymentService {
  private readonly logger = new Logger(ConfirmCardPaymentService.name);

  constructor(
    private readonly checkout: CardCheckout,
    private readonly orders: TopUpOrderRepository,
    private readonly fulfilment: FulfilmentQueue,
    private readonly cancellations: CancelUnpaidOrderService,
    private readonly screening: ScreenPaymentService,
  ) {}

  /** The order behind the session after confirming what can be confirmed; null if unknown. */
  async confirmSession(sessionId: string, source: string): Promise<TopUpOrder | null> {
    const settled = await this.settle(sessionId, source);
    if (!settled) return null;
    return settled.changed ? this.orders.findById(settled.order.id) : settled.order;
  }

  /**
   * Confirms (or cancels) what the session says, without reading the order back afterwards: the
   * webhook and reconciliation answer nobody with it, and at a peak of payments that read is one
   * statement per paid order (docs/performance.md). `order` is as it was read before; `changed`
   * says whether a confirmation or a cancellation was attempted on it.
   */
  async settle(
    sessionId: string,
    source: string,
  ): Promise<{ order: TopUpOrder; changed: boolean } | null> {
    // Our own record first: a session we do not know costs no call to Stripe.
    const order = await this.orders.findByCheckoutSession(sessionId);
    if (!order) return null;
    const payment = await this.checkout.retrieveSession(sessionId);
    if (payment.state === 'expired') {
      await this.cancellations.cancel(
        order.id,
        source,
        `checkout session ${sessionId} expired unpaid`,
      );
      return { order, changed: true };
    }
    if (payment.state !== 'paid') return { order, changed: false };
    // Another purpose's session.
    if (payment.purpose !== 'topup' || payment.orderId !== order.id)
      return { order, changed: false };
    if (payment.amountCents !== totalCents(order) || payment.currency.toLowerCase() !== 'usd') {
      this.logger.error(
        `Order ${order.id}: paid ${payment.amountCents} ${payment.currency}, expected ${totalCents(order)} USD`,
      );
      throw new DomainError(OrdersErrors.PAYMENT_MISMATCH);
    }
    const cardCountry = payment.cardCountry ?? null;
    // Only a first confirmation can hold: a copy finds the order already moved.
    const holdReason =
      order.status === 'PENDING_PAYMENT'
        ? await this.screening.holdReason(order, cardCountry)
        : null;
    await this.orders.confirmPayment({
      orderId: order.id,
      gateway: 'stripe',
      paymentRef: payment.paymentRef,
      amountCents: payment.amountCents,
      source,
      paymentCountry: cardCountry,
      holdReason,
    });
    // Also on 'already': the job id is the order id, so this never makes a second job; it only
    // recovers an order whose first enqueue was lost to a crash. A held order's job finds it
    // HELD_FOR_REVIEW and does nothing (FulfilOrderService works on PAID and later only).
    await this.fulfilment.enqueue(order.id);
    return { order, changed: true };
  }
}
