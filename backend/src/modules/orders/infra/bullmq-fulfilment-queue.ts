import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QUEUES } from '../../../shared/queues/queue-names';
import { FulfilmentQueue } from '../ports/fulfilment-queue';

export const FULFIL_JOB = 'fulfil';
const REVIVE = { resetAttemptsMade: true, resetAttemptsStarted: true };

@Injectable()
export class BullmqFulfilmentQueue extends FulfilmentQueue {
  constructor(@InjectQueue(QUEUES.fulfilment) private readonly queue: Queue<{ orderId: string }>) {
    super();
  }

  /**
   * One job per order: a waiting or running one is left alone, a failed one is retried, a
   * finished one (its order still needs work, e.g. after a crash) is replaced.
   */
  async enqueue(orderId: string): Promise<void> {
    const existing = await this.queue.getJob(orderId);
    if (existing) {
      const state = await existing.getState();
      // Two callers at once (two admins pressing "check now"): only one retry can move the job
      // out of 'failed'; the other finds it waiting already, which is what it wanted. A revived
      // job (failed by stalls, or out of retries) starts over with its full retries and backoff.
      if (state === 'failed')
        return existing.retry('failed', REVIVE).catch(async (err: unknown) => {
          if ((await existing.getState()) === 'failed') throw err;
        });
      if (state !== 'completed') return;
      await existing.remove();
    }
    await this.queue.add(
      FULFIL_JOB,
      { orderId },
      {
        jobId: orderId,
        attempts: 8,
        backoff: { type: 'exponential', delay: 5000 },
        removeOnComplete: { age: 7 * 24 * 3600 },
        removeOnFail: false,
      },
    );
  }
}
