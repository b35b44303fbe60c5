import { Injectable, Logger } from '@nestjs/common';
import { FulfilmentQueue } from '../ports/fulfilment-queue.port';
import { TopUpOrderRepository } from '../ports/top-up-order-repository.port';

/** What DT One's callback says, read from its body: whose transaction, and which one. */
export interface TopUpCallbackHint {
  /** Our order id (DT One's external_id). */
  externalId: string;
  providerTransactionId: string;
}

export type TopUpCallbackOutcome = 'queued' | 'ignored';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * DT One's callback is unsigned, so it is only a hint that an order's transaction moved
 * (docs/decisions.md#dt-ones-callback-is-a-hint): nothing is taken from its body but which
 * order to look at. The order goes to fulfilment (job id = order id, so it joins the order's one
 * job, and a job waiting out its backoff runs now), which reads the transaction back from DT One
 * and applies it: the same path as the polling, which stays the fallback. Answers at once.
 */
@Injectable()
export class TakeTopUpCallbackService {
  private readonly logger = new Logger(TakeTopUpCallbackService.name);

  constructor(
    private readonly orders: TopUpOrderRepository,
    private readonly fulfilment: FulfilmentQueue,
  ) {}

  async take(hint: TopUpCallbackHint): Promise<TopUpCallbackOutcome> {
    if (!UUID.test(hint.externalId)) return 'ignored';
    const order = await this.orders.findById(hint.externalId);
    // Only an order waiting for its top-up can move on a callback; a delivered one that DT One
    // later reverses is a support case (docs/decisions.md#dt-ones-callback-is-a-hint).
    if (!order || (order.status !== 'PAID' && order.status !== 'SUBMITTED')) return 'ignored';
    if (order.providerTransactionId && order.providerTransactionId !== hint.providerTransactionId) {
      this.logger.warn(`Order ${order.id}: callback names another transaction; ignored`);
      return 'ignored';
    }
    await this.fulfilment.enqueue(order.id);
    return 'queued';
  }
}
