import { ScriptedOfferSyncQueue } from '../testing/memory-catalog';
import { RunOfferSyncNowService } from './run-offer-sync-now.service';

describe('running the offer sync now (Build Offers)', () => {
  const report = { inserted: 3, updated: 1, deactivated: 0, skipped: 0 };

  it('queues the sync and answers its report, waiting as long as asked', async () => {
    const queue = new ScriptedOfferSyncQueue(report);
    expect(await new RunOfferSyncNowService(queue).runAndWait(120_000)).toEqual(report);
    expect(queue.waits).toEqual([120_000]);
  });

  it('answers null when another sync was running', async () => {
    const queue = new ScriptedOfferSyncQueue(null);
    expect(await new RunOfferSyncNowService(queue).runAndWait(1_000)).toBeNull();
  });

  it('fails when the sync failed or took too long', async () => {
    const queue = new ScriptedOfferSyncQueue(new Error('job timed out'));
    await expect(new RunOfferSyncNowService(queue).runAndWait(1_000)).rejects.toThrow(
      'job timed out',
    );
  });
});
