import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { OfferSyncQueue } from '@modules/catalog/ports/offer-sync-queue.port';
import { QUEUES } from '@shared/queues/queue-names';
import { startWorker } from '../support/worker';

describe('offer sync through the queue (the back office and the nightly run use this path)', () => {
  let worker: INestApplicationContext;
  beforeAll(async () => {
    worker = await startWorker();
  });
  afterAll(() => worker?.close());

  it('registers the nightly run at 02:00 UTC', async () => {
    const schedulers = await worker.get<Queue>(getQueueToken(QUEUES.catalog)).getJobSchedulers();
    expect(schedulers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'nightly-offer-sync', pattern: '0 2 * * *', tz: 'UTC' }),
      ]),
    );
  });

  it('runs a sync in the worker and reports it; two at once run one after the other or once', async () => {
    const queue = worker.get(OfferSyncQueue);
    const reports = await Promise.all([queue.runAndWait(60_000), queue.runAndWait(60_000)]);
    const done = reports.filter((r) => r !== null);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(done[0]).toEqual(
      expect.objectContaining({ inserted: expect.any(Number), updated: expect.any(Number) }),
    );
  });
});
