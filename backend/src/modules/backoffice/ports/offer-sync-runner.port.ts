/** What one offer sync did (the catalogue's report). */
export interface OfferSyncReport {
  inserted: number;
  updated: number;
  deactivated: number;
  skipped: number;
}

/** Runs the catalogue's offer sync in the worker and waits for it. */
export abstract class OfferSyncRunner {
  /** The report; null when another sync held the lock; throws when it failed or timed out. */
  abstract runAndWait(timeoutMs: number): Promise<OfferSyncReport | null>;
}
