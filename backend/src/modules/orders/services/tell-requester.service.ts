import { Injectable, Logger } from '@nestjs/common';
import { Mailer } from '@shared/ports/mailer.port';
import { FindRequesterService } from '@modules/support/services/find-requester.service';
import { CreditRequestAnswerRepository } from '../ports/credit-request-answer-repository.port';
import { TopUpOrderRepository } from '../ports/top-up-order-repository.port';
import { requestSentMail } from './request-sent-mail';

export type TellOutcome = 'mailed' | 'nothing-to-do';

/**
 * A delivered order that answers a credit request: its requester is told the top-up was sent,
 * once (docs/decisions.md#request-sent-once). The claim comes before the mail is
 * queued, as the receipt's status move does: a retried job or a second completion finds it taken.
 */
@Injectable()
export class TellRequesterService {
  private readonly logger = new Logger(TellRequesterService.name);

  constructor(
    private readonly answers: CreditRequestAnswerRepository,
    private readonly orders: TopUpOrderRepository,
    private readonly requesters: FindRequesterService,
    private readonly mailer: Mailer,
  ) {}

  async afterDelivery(orderId: string): Promise<TellOutcome> {
    const requestId = await this.answers.claimSentMail(orderId);
    if (!requestId) return 'nothing-to-do';
    const [order, requester] = await Promise.all([
      this.orders.findById(orderId),
      this.requesters.requesterOf(requestId),
    ]);
    if (!order || !requester) return 'nothing-to-do';
    try {
      await this.mailer.send(requestSentMail(order, requester));
    } catch (err) {
      // The top-up is out and its receipt queued: a lost courtesy mail must not fail the job.
      this.logger.error(`Order ${orderId}: the requester's "sent" mail was not queued: ${err}`);
      return 'nothing-to-do';
    }
    return 'mailed';
  }
}
