import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { AppConfig } from '@config/app-config';
import { QUEUES } from '@shared/queues/queue-names';
import { FulfilmentQueue } from '../ports/fulfilment-queue.port';

export const FULFIL_JOB = 'fulfil';
const REVIVE = { resetAttemptsMade: true, resetAttemptsStarted: true };

@Injectable()
export class BullmqFulfilmentQueue extends FulfilmentQueue {
  constructor(
    @InjectQueue(QUEUES.fulfilment) private readonly queue: Queue<{ orderId: string }>,
    private readonly config: AppConfig,
  ) {
    super();
  }

  /**
   * One job per order: a waiting or running one is left alone, a failed one is retried, a
   * finished one (its order still needs work, e.g. after a crash) is replaced, and one waiting
   * out its backoff runs now. Orders are handed back by the sweep (idle for a minute) and the
   * admins' "check now": after a run of faults the exponential backoff reaches minutes (80 s,
   * then 160 s…), which would keep a paid order waiting long after the faults are over (the
   * fault suite found one still SUBMITTED 2 minutes after the last one).
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
      if (state === 'delayed')
        return existing.promote().catch(async (err: unknown) => {
          // It was on its way already: its delay ran out, another caller promoted it, or it even
          // ran, failed and waits out a new backoff. It is queued either way; promoting only
          // shortened its wait, so only a job gone meanwhile is an error (found by the fault
          // suite: a webhook answered 500 for "Job … is not in the delayed state").
          if ((await existing.getState()) === 'unknown') throw err;
        });
      if (state !== 'completed') return;
      // Two callers at once: the second finds nothing left to remove, and its add below is a
      // no-op for the job the first one added.
      await existing.remove().catch(async (err: unknown) => {
        if ((await existing.getState()) === 'completed') throw err;
      });
    }
    await this.queue.add(
      FULFIL_JOB,
      { orderId },
      {
        jobId: orderId,
        attempts: 8,
        // A top-up DT One still has pending is read again after this, then twice as long each
        // time (a callback runs the job sooner).
        backoff: { type: 'exponential', delay: this.config.env.FULFILMENT_RETRY_DELAY_MS },
        removeOnComplete: { age: 7 * 24 * 3600 },
        removeOnFail: false,
      },
    );
  }
}
