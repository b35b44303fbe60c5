import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QUEUES } from '@shared/queues/queue-names';
import { OfferSyncService, SyncReport } from '../services/offer-sync.service';

/** One sync at a time per worker; the database lock keeps it to one across workers. */
@Processor(QUEUES.catalog, { concurrency: 1 })
export class OfferSyncProcessor extends WorkerHost {
  constructor(private readonly syncs: OfferSyncService) {
    super();
  }

  process(job: Job): Promise<SyncReport | null> {
    return this.syncs.sync((percent) => job.updateProgress(percent));
  }
}
