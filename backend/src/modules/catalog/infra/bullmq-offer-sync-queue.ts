import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { Queue, QueueEvents } from 'bullmq';
import { QUEUES } from '../../../shared/queues/queue-names';
import { OfferSyncQueue } from '../ports/offer-sync-queue';
import type { SyncReport } from '../services/offer-sync.service';

export const SYNC_OFFERS_JOB = 'sync-offers';
/** A fixed job id: while one sync is waiting or running, asking again joins it. */
const SYNC_JOB_ID = 'sync-offers';

@Injectable()
export class BullmqOfferSyncQueue extends OfferSyncQueue implements OnModuleDestroy {
  private events?: QueueEvents;

  constructor(@InjectQueue(QUEUES.catalog) private readonly queue: Queue) {
    super();
  }

  async request(): Promise<string> {
    const job = await this.queue.add(
      SYNC_OFFERS_JOB,
      {},
      {
        jobId: SYNC_JOB_ID,
        removeOnComplete: true,
        removeOnFail: true,
        attempts: 3,
        backoff: { type: 'exponential', delay: 30_000 },
      },
    );
    return job.id!;
  }

  async waitFor(jobId: string, timeoutMs: number): Promise<SyncReport | null> {
    const job = await this.queue.getJob(jobId);
    if (!job) return null;
    this.events ??= new QueueEvents(this.queue.name, {
      connection: this.queue.opts.connection,
      prefix: this.queue.opts.prefix,
    });
    return (await job.waitUntilFinished(this.events, timeoutMs)) as SyncReport | null;
  }

  async scheduleNightly(): Promise<void> {
    await this.queue.upsertJobScheduler(
      'nightly-offer-sync',
      { pattern: '0 2 * * *', tz: 'UTC' },
      { name: SYNC_OFFERS_JOB },
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.events?.close();
  }
}
