import { Injectable, Logger } from '@nestjs/common';
import { FulfilmentQueue } from '../ports/fulfilment-queue';
import { StuckOrderFinder } from '../ports/stuck-orders';
import { CancelUnpaidOrderService } from './cancel-unpaid-order.service';
import { ConfirmCardPaymentService } from './confirm-card-payment.service';
import { CHECKOUT_LIFETIME_MS } from './start-card-checkout.service';

export const STUCK_AFTER_MINUTES = 10;

/**
 * The safety net behind "every paid order ends COMPLETED or REFUNDED": every 5 minutes, orders
 * stuck for 10 minutes go back to fulfilment (which asks DT One before sending), and unpaid
 * checkouts are checked with the gateway in case the webhook and the success page both missed
 * (an expired one cancels its order), and orders that never got a checkout session are
 * cancelled once a checkout's lifetime has passed.
 */
@Injectable()
export class ReconcileOrdersService {
  private readonly logger = new Logger(ReconcileOrdersService.name);

  constructor(
    private readonly finder: StuckOrderFinder,
    private readonly fulfilment: FulfilmentQueue,
    private readonly confirmations: ConfirmCardPaymentService,
    private readonly cancellations: CancelUnpaidOrderService,
  ) {}

  async reconcile(
    olderThanMinutes = STUCK_AFTER_MINUTES,
  ): Promise<{ requeued: number; checked: number; cancelled: number }> {
    const stuck = await this.finder.find(olderThanMinutes, CHECKOUT_LIFETIME_MS);
    for (const orderId of stuck.toFulfil) await this.fulfilment.enqueue(orderId);
    for (const { orderId, sessionId } of stuck.toCheckPayment) {
      try {
        await this.confirmations.confirmSession(sessionId, 'reconciliation');
      } catch (err) {
        this.logger.warn(`Order ${orderId}: payment check failed: ${(err as Error).message}`);
      }
    }
    let cancelled = 0;
    for (const orderId of stuck.toCancel) {
      const why = 'no checkout session was created';
      if (await this.cancellations.cancel(orderId, 'reconciliation', why)) cancelled++;
    }
    if (stuck.toFulfil.length)
      this.logger.warn(`Reconciliation re-queued ${stuck.toFulfil.length} stuck order(s)`);
    return { requeued: stuck.toFulfil.length, checked: stuck.toCheckPayment.length, cancelled };
  }
}
