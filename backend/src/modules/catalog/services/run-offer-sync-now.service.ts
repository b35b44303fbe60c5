import { Injectable } from '@nestjs/common';
import { OfferSyncQueue } from '../ports/offer-sync-queue.port';
import type { SyncReport } from './offer-sync.service';

/**
 * The on-demand sync for other contexts (the back office's Build Offers): through the queue, so it
 * runs in the worker like the nightly one, one at a time.
 */
@Injectable()
export class RunOfferSyncNowService {
  constructor(private readonly queue: OfferSyncQueue) {}

  /** The report; null when another sync held the lock; throws when the job failed or timed out. */
  runAndWait(timeoutMs: number): Promise<SyncReport | null> {
    return this.queue.runAndWait(timeoutMs);
  }
}
