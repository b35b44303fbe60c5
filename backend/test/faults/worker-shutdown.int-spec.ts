import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { QUEUES } from '@shared/queues/queue-names';
import { airtimeOffer, orderOfSession, paidCheckout } from '../support/card-orders';
import { ensureCatalogue } from '../support/catalogue';
import { customerAgent } from '../support/customers';
import { post } from '../support/http';
import { waitFor } from '../support/smtp-stand-in';
import { createTestApp, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';

/**
 * Stopping the worker (what its SIGTERM handler does: app.close()) while a fulfil job
 * runs lets the job finish; the database and Redis close after it. The sandbox DT One answers
 * 2 s late, so the job is surely running when the stop starts. (scripts/faults/sigterm.ts does the
 * same
 * with a real SIGTERM to a worker process.)
 */
jest.setTimeout(60_000);

describe('worker shutdown with a fulfil job running', () => {
  let t: TestApp;
  let worker: INestApplicationContext | undefined;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    await ensureCatalogue(t);
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it('finishes the running job, then closes: the order is COMPLETED', async () => {
    worker = await startWorker({ DTONE_SANDBOX_LATENCY_MS: '2000' });
    const { agent } = await customerAgent(t);
    const { productId } = await airtimeOffer(t);
    const sessionId = await paidCheckout(t, agent, productId, '+255754123400');
    expect((await post(agent, `/api/stripe/checkout-session/${sessionId}/check`)).status).toBe(200);
    const order = await orderOfSession(db, sessionId);

    const queue = t.app.get<Queue>(getQueueToken(QUEUES.fulfilment));
    await waitFor(async () => (await queue.getJob(order.id as string))?.isActive());
    const stopping = worker.close();
    worker = undefined;
    await stopping;

    const job = await queue.getJob(order.id as string);
    expect(job?.failedReason).toBeUndefined();
    expect(await job?.getState()).toBe('completed');
    expect((await orderOfSession(db, sessionId)).status).toBe('COMPLETED');
  });
});
