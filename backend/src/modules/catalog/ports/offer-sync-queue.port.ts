import type { SyncReport } from '../services/offer-sync.service';

/**
 * Runs the offer sync as a queue job on demand (the back office's Build Offers). The nightly run
 * is the 'nightly-offer-sync' job scheduler (shared/queues/job-schedulers.ts).
 */
export abstract class OfferSyncQueue {
  /** Queues a sync and returns at once (start-up fill of an empty catalogue). */
  abstract request(): Promise<void>;
  /**
   * Queues a sync and waits for it: its report, or null when another sync was running (the
   * database lock lets one run at a time). Throws when the sync failed or took too long.
   */
  abstract runAndWait(timeoutMs: number): Promise<SyncReport | null>;
}
