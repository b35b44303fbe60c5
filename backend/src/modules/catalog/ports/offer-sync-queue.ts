import type { SyncReport } from '../services/offer-sync.service';

/** Runs the offer sync as a queue job: nightly, and on demand (the back office's Build Offers). */
export abstract class OfferSyncQueue {
  /** Queues a sync unless one is queued or running already; answers the job's id. */
  abstract request(): Promise<string>;
  /** Waits for that job; null when another sync held the lock. Throws when the sync failed. */
  abstract waitFor(jobId: string, timeoutMs: number): Promise<SyncReport | null>;
  /** The nightly run at 02:00 UTC (a BullMQ job scheduler, so a cluster runs it once). */
  abstract scheduleNightly(): Promise<void>;
}
