import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { JobsOptions, Queue, QueueEvents } from 'bullmq';
import { JOBS, QUEUES } from '@shared/queues/queue-names';
import { OfferSyncQueue } from '../ports/offer-sync-queue.port';
import type { SyncReport } from '../services/offer-sync.service';

export const SYNC_OFFERS_JOB = JOBS.syncOffers;

/** Finished jobs stay a while so a waiting caller always finds its result. */
const JOB_OPTIONS: JobsOptions = {
  removeOnComplete: { age: 3600, count: 100 },
  removeOnFail: { age: 24 * 3600 },
};

@Injectable()
export class BullmqOfferSyncQueue extends OfferSyncQueue implements OnModuleDestroy {
  private events?: QueueEvents;

  constructor(@InjectQueue(QUEUES.catalog) private readonly queue: Queue) {
    super();
  }

  async request(): Promise<void> {
    await this.queue.add(SYNC_OFFERS_JOB, {}, JOB_OPTIONS);
  }

  async runAndWait(timeoutMs: number): Promise<SyncReport | null> {
    // Listen before adding, so the completion cannot slip by unheard.
    if (!this.events) {
      this.events = new QueueEvents(this.queue.name, {
        connection: this.queue.opts.connection,
        prefix: this.queue.opts.prefix,
      });
      await this.events.waitUntilReady();
    }
    const job = await this.queue.add(SYNC_OFFERS_JOB, {}, JOB_OPTIONS);
    return (await job.waitUntilFinished(this.events, timeoutMs)) as SyncReport | null;
  }

  async onModuleDestroy(): Promise<void> {
    await this.events?.close();
  }
}
