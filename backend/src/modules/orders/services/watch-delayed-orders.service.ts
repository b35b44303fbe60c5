import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { Mailer } from '@shared/ports/mailer.port';
import { deliveryDelay } from '../domain/order-status';
import { CustomerContacts } from '../ports/customer-contacts.port';
import { FulfilmentQueue } from '../ports/fulfilment-queue.port';
import { LateOrders } from '../ports/late-orders.port';
import { TopUpOrderRepository } from '../ports/top-up-order-repository.port';
import { delayedMail } from './delay-mails';

/**
 * The delay sweep (docs/specification.md#delayed-top-ups), every TOPUP_DELAY_CHECK_SECONDS:
 * a paid order not delivered within TOPUP_DELAY_NOTICE_MINUTES gets the "delayed" mail, once (the
 * mark is claimed before the mail, so two sweeps at once mail once); one past
 * TOPUP_TIME_LIMIT_HOURS is marked and handed to fulfilment, which cancels it at DT One where it
 * can and refunds it by the one refund path (FulfilOrderService), one job per order.
 */
@Injectable()
export class WatchDelayedOrdersService {
  private readonly logger = new Logger(WatchDelayedOrdersService.name);

  constructor(
    private readonly late: LateOrders,
    private readonly orders: TopUpOrderRepository,
    private readonly fulfilment: FulfilmentQueue,
    private readonly mailer: Mailer,
    private readonly contacts: CustomerContacts,
    private readonly config: AppConfig,
  ) {}

  async sweep(): Promise<{ noticed: number; timedOut: number }> {
    const limits = {
      noticeMinutes: this.config.env.TOPUP_DELAY_NOTICE_MINUTES,
      timeLimitHours: this.config.env.TOPUP_TIME_LIMIT_HOURS,
    };
    const minMs = Math.min(limits.noticeMinutes * 60_000, limits.timeLimitHours * 3_600_000);
    let noticed = 0;
    let timedOut = 0;
    for (const candidate of await this.late.find(minMs)) {
      const action = deliveryDelay(candidate, candidate.sendingMs, limits);
      try {
        if (action === 'notice' && (await this.notice(candidate.orderId, limits))) noticed++;
        if (action === 'time-limit') {
          const why = `not delivered within ${limits.timeLimitHours} h: cancel and refund`;
          if (await this.late.markTimeLimit(candidate.orderId, why)) timedOut++;
          // Also when another sweep marked it: enqueueing joins the order's one job.
          await this.fulfilment.enqueue(candidate.orderId);
        }
      } catch (err) {
        // The next sweep tries again; one order's fault does not stop the others.
        this.logger.warn(`Order ${candidate.orderId}: delay sweep: ${(err as Error).message}`);
      }
    }
    return { noticed, timedOut };
  }

  private async notice(
    orderId: string,
    limits: { noticeMinutes: number; timeLimitHours: number },
  ): Promise<boolean> {
    const why = `not delivered within ${limits.noticeMinutes} min: customer told it is delayed`;
    if (!(await this.late.markNoticed(orderId, why))) return false;
    const order = await this.orders.findById(orderId);
    const to = order && (await this.contacts.recipientOf(order.customerId));
    if (order && to)
      await this.mailer.send(delayedMail(order, to.email, limits.timeLimitHours, to.language));
    return true;
  }
}
