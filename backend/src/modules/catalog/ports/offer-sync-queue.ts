import type { SyncReport } from '../services/offer-sync.service';

/** Runs the offer sync as a queue job: nightly, and on demand (the back office's Build Offers). */
export abstract class OfferSyncQueue {
  /** Queues a sync and returns at once (start-up fill of an empty catalogue). */
  abstract request(): Promise<void>;
  /**
   * Queues a sync and waits for it: its report, or null when another sync was running (the
   * database lock lets one run at a time). Throws when the sync failed or took too long.
   */
  abstract runAndWait(timeoutMs: number): Promise<SyncReport | null>;
  /** The nightly run at 02:00 UTC (a BullMQ job scheduler, so a cluster runs it once). */
  abstract scheduleNightly(): Promise<void>;
}
