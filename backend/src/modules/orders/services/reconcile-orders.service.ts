import { Injectable, Logger } from '@nestjs/common';
import { FulfilmentQueue } from '../ports/fulfilment-queue';
import { StuckOrderFinder } from '../ports/stuck-orders';
import { ConfirmCardPaymentService } from './confirm-card-payment.service';

export const STUCK_AFTER_MINUTES = 10;

/**
 * The safety net behind "every paid order ends COMPLETED or REFUNDED": every 5 minutes, orders
 * stuck for 10 minutes go back to fulfilment (which asks DT One before sending), and unpaid
 * checkouts are checked with the gateway in case the webhook and the success page both missed.
 */
@Injectable()
export class ReconcileOrdersService {
  private readonly logger = new Logger(ReconcileOrdersService.name);

  constructor(
    private readonly finder: StuckOrderFinder,
    private readonly fulfilment: FulfilmentQueue,
    private readonly confirmations: ConfirmCardPaymentService,
  ) {}

  async reconcile(
    olderThanMinutes = STUCK_AFTER_MINUTES,
  ): Promise<{ requeued: number; checked: number }> {
    const stuck = await this.finder.find(olderThanMinutes);
    for (const orderId of stuck.toFulfil) await this.fulfilment.enqueue(orderId);
    for (const { orderId, sessionId } of stuck.toCheckPayment) {
      try {
        await this.confirmations.confirmSession(sessionId, 'reconciliation');
      } catch (err) {
        this.logger.warn(`Order ${orderId}: payment check failed: ${(err as Error).message}`);
      }
    }
    if (stuck.toFulfil.length)
      this.logger.warn(`Reconciliation re-queued ${stuck.toFulfil.length} stuck order(s)`);
    return { requeued: stuck.toFulfil.length, checked: stuck.toCheckPayment.length };
  }
}
