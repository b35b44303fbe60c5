import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { FulfilmentQueue } from '../ports/fulfilment-queue.port';
import { StuckOrderFinder } from '../ports/stuck-order-finder.port';
import { CancelUnpaidOrderService } from './cancel-unpaid-order.service';
import { CheckWalletPaymentService } from './check-wallet-payment.service';
import { ConfirmCardPaymentService } from './confirm-card-payment.service';
import { CHECKOUT_LIFETIME_MS } from './checkout-order';
import { RefuseHeldOrderService } from './refuse-held-order.service';

/**
 * The safety net behind "every paid order ends COMPLETED or REFUNDED": every
 * RECONCILE_INTERVAL_SECONDS (30 s), orders idle for RECONCILE_IDLE_SECONDS (60 s) go back to
 * fulfilment (which asks DT One before sending), and unpaid checkouts are checked with the
 * gateway in case the webhook and the success page both missed (an expired one cancels its
 * order; a wallet order is asked of PayPal, captured if approved, cancelled after its lifetime); orders that never got a checkout session are cancelled once a checkout's lifetime has
 * passed. Handing back is safe for an order whose job is alive (the job id is the order id: a
 * waiting or running job is left alone, one waiting out a long backoff runs now) and revives one whose job was lost (a crash
 * between PAID and the enqueue, a Redis wipe) or failed for good (a job stalled twice, retries
 * used up). Orders held for review longer than REVIEW_HOLD_HOURS are refused and refunded
 * (docs/specification.md#review-queue), unless an admin decided first.
 */
@Injectable()
export class ReconcileOrdersService {
  private readonly logger = new Logger(ReconcileOrdersService.name);

  constructor(
    private readonly finder: StuckOrderFinder,
    private readonly fulfilment: FulfilmentQueue,
    private readonly confirmations: ConfirmCardPaymentService,
    private readonly walletChecks: CheckWalletPaymentService,
    private readonly cancellations: CancelUnpaidOrderService,
    private readonly refusals: RefuseHeldOrderService,
    private readonly config: AppConfig,
  ) {}

  async reconcile(
    idleSeconds = this.config.env.RECONCILE_IDLE_SECONDS,
  ): Promise<{ requeued: number; checked: number; cancelled: number; refused: number }> {
    const holdHours = this.config.env.REVIEW_HOLD_HOURS;
    const stuck = await this.finder.find(idleSeconds, CHECKOUT_LIFETIME_MS, holdHours);
    for (const orderId of stuck.toFulfil) await this.fulfilment.enqueue(orderId);
    for (const { orderId, sessionId, gateway } of stuck.toCheckPayment) {
      try {
        if (gateway === 'paypal') await this.walletChecks.check(sessionId, 'reconciliation');
        else await this.confirmations.settle(sessionId, 'reconciliation');
      } catch (err) {
        this.logger.warn(`Order ${orderId}: payment check failed: ${(err as Error).message}`);
      }
    }
    let cancelled = 0;
    for (const orderId of stuck.toCancel) {
      const why = 'no checkout session was created';
      if (await this.cancellations.cancel(orderId, 'reconciliation', why)) cancelled++;
    }
    let refused = 0;
    for (const orderId of stuck.heldTooLong) {
      try {
        const why = `not reviewed within ${holdHours} h: refused`;
        await this.refusals.refuse(orderId, 'reconciliation', why);
        refused++;
      } catch (err) {
        // An admin decided meanwhile (NOT_HELD), or the gateway failed: the next sweep sees.
        this.logger.warn(`Order ${orderId}: held too long, not refused: ${(err as Error).message}`);
      }
    }
    if (stuck.toFulfil.length)
      this.logger.warn(`Reconciliation re-queued ${stuck.toFulfil.length} stuck order(s)`);
    return {
      requeued: stuck.toFulfil.length,
      checked: stuck.toCheckPayment.length,
      cancelled,
      refused,
    };
  }
}
