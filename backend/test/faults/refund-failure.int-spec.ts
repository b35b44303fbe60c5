import { getQueueToken } from '@nestjs/bullmq';
import { INestApplicationContext, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { QUEUES } from '@shared/queues/queue-names';
import { CardCheckout } from '@shared/ports/card-checkout.port';
import { airtimeOffer, orderOfSession, paidCheckout } from '../support/card-orders';
import { ensureCatalogue } from '../support/catalogue';
import { customerAgent } from '../support/customers';
import { post } from '../support/http';
import { waitFor } from '../support/smtp-stand-in';
import { createTestApp, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';

/**
 * A refund the gateway refuses fails the fulfil job (the dashboard shows it, BullMQ
 * retries it with backoff) instead of completing it as a success; the retry refunds.
 */
jest.setTimeout(60_000);

describe('a refund that fails', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let db: DataSource;

  beforeAll(async () => {
    // Queues of its own: a worker another suite of this Jest process left running must not take
    // the job whose refund this suite makes fail.
    const REDIS_PREFIX = `${process.env.REDIS_PREFIX}-refund-failure`;
    t = await createTestApp({}, { REDIS_PREFIX });
    worker = await startWorker({ REDIS_PREFIX });
    db = t.app.get(DataSource);
    await ensureCatalogue(t);
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it('fails the job with the reason, logs the retry, and the backoff retry refunds once', async () => {
    const warnings = jest.spyOn(Logger.prototype, 'warn');
    // The gateway refuses this suite's order's first refund. Orders earlier suites of this Jest
    // worker left in the database are not it: the worker's sweeps may refund them meanwhile.
    const checkout = worker.get(CardCheckout);
    const refund = checkout.refund.bind(checkout);
    const earlier = new Set(
      ((await db.query('SELECT id FROM top_up_orders')) as { id: string }[]).map((o) => o.id),
    );
    let refused = false;
    const refusal = jest.spyOn(checkout, 'refund').mockImplementation(async (paymentRef, id) => {
      if (refused || earlier.has(id)) return refund(paymentRef, id);
      refused = true;
      return { state: 'failed', reason: 'expired_or_canceled_card' };
    });
    const { agent } = await customerAgent(t);
    const { productId } = await airtimeOffer(t);
    const sessionId = await paidCheckout(t, agent, productId, '+255754120000'); // DT One declines
    expect((await post(agent, `/api/stripe/checkout-session/${sessionId}/check`)).status).toBe(200);
    const orderId = (await orderOfSession(db, sessionId)).id as string;

    const queue = t.app.get<Queue>(getQueueToken(QUEUES.fulfilment));
    const failedOnce = await waitFor(async () => {
      const job = await queue.getJob(orderId);
      return job?.failedReason ? job : undefined;
    });
    expect(failedOnce.failedReason).toBe(
      `Order ${orderId}: refund failed: expired_or_canceled_card`,
    );
    expect(failedOnce.returnvalue).toBeFalsy();
    expect(await failedOnce.getState()).toBe('delayed'); // retried with backoff
    expect((await orderOfSession(db, sessionId)).status).toBe('FAILED');
    await waitFor(
      () =>
        warnings.mock.calls.some(
          ([m]) =>
            m ===
            `fulfilment: order ${orderId} attempt 1/8 failed, retried with backoff: ${failedOnce.failedReason}`,
        ) || undefined,
    );

    const refunded = await waitFor(async () => {
      const o = await orderOfSession(db, sessionId);
      return o.status === 'REFUNDED' ? o : undefined;
    }, 30_000);
    expect(refunded.refund_ref).toMatch(/^re_sandbox_/);
    expect(refusal.mock.calls.filter(([, id]) => id === orderId)).toHaveLength(2);
    // The order is REFUNDED inside the job, a moment before the job itself is finished: wait for
    // the job, then read it once (state, return value and attempts from one read).
    const job = await waitFor(async () => {
      const read = await queue.getJob(orderId);
      return read?.finishedOn ? read : undefined;
    });
    expect([await job.getState(), job.returnvalue, job.attemptsMade]).toEqual([
      'completed',
      'refunded',
      2,
    ]);
  });
});
