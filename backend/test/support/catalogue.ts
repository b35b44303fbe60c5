import { OfferSyncService } from '@modules/catalog/services/offer-sync.service';
import { waitFor } from './smtp-stand-in';
import type { TestApp } from './test-app';

/**
 * Fills the sandbox catalogue. Suites run in parallel on one database: when another process
 * holds the sync lock, wait for its sync to land instead.
 */
export async function ensureCatalogue(t: TestApp): Promise<void> {
  // A sync of our own that ran to its end: null means the worker's start-up sync held the lock,
  // and its catalogue may still be half written.
  await waitFor(
    async () => ((await t.app.get(OfferSyncService).sync()) ? true : undefined),
    60_000,
  );
  await waitFor(async () => {
    const res = await t.agent().get('/api/product/offers').query({ operator: 'Vodacom Tanzania' });
    return res.body.length > 0 ? true : undefined;
  }, 60_000);
}
