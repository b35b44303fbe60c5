import { createServer, Server } from 'node:http';
import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import { Job, Queue, Worker } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '@config/app-config';
import { BullmqFulfilmentQueue } from '@modules/orders/infra/bullmq-fulfilment-queue';
import { ReconcileOrdersService } from '@modules/orders/services/reconcile-orders.service';
import { QUEUES } from '@shared/queues/queue-names';
import { pressSandbox, startCheckout } from '../support/card-orders';
import { ensureCatalogue } from '../support/catalogue';
import { customerAgent, insertCustomer, newEmail } from '../support/customers';
import { freePort, waitFor } from '../support/smtp-stand-in';
import { createTestApp, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';

jest.setTimeout(90_000);

// Queues of this file's own: other suites' workers (same Redis) must not take these jobs.
const PREFIX = `${process.env.REDIS_PREFIX}-crash`;

/**
 * docs/decisions.md#sweep-instead-of-an-outbox: a paid order never waits long after a crash. Each
 * test leaves an order as
 * one fault leaves it, lets the recovery run as configured, and checks from the database that the
 * order completed with exactly one provider transaction.
 */
describe('paid orders after a crash', () => {
  let t: TestApp;
  let db: DataSource;
  let productId: string;
  let worker: INestApplicationContext | undefined;
  // The webhook route is reached through this door, which can refuse the first deliveries.
  let door: Server;
  let refuseNext = 0;

  beforeAll(async () => {
    const port = await freePort();
    door = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      if (refuseNext > 0) {
        refuseNext--;
        res.writeHead(503).end();
        return;
      }
      const answer = await t.app
        .getHttpAdapter()
        .getInstance()
        .inject({
          method: req.method as 'POST',
          url: req.url!,
          headers: req.headers,
          payload: Buffer.concat(chunks),
        });
      res.writeHead(answer.statusCode, { 'content-type': 'application/json' }).end(answer.body);
    });
    await new Promise<void>((resolve) => door.listen(port, '127.0.0.1', resolve));
    t = await createTestApp({}, { PUBLIC_URL: `http://127.0.0.1:${port}`, REDIS_PREFIX: PREFIX });
    db = t.app.get(DataSource);
    await ensureCatalogue(t);
    productId = (await t.agent().get('/api/product/offers').query({ operator: 'Vodacom Tanzania' }))
      .body[0].productId;
  });
  afterEach(async () => {
    await worker?.close();
    worker = undefined;
  });
  afterAll(async () => {
    await t?.close();
    door?.closeAllConnections();
    await new Promise((resolve) => door?.close(resolve));
  });

  const customerId = () => insertCustomer(db, newEmail('crash'));

  /** A PAID order as a crash right after the commit leaves it: no fulfilment job, `idle` seconds ago. */
  async function paidOrderWithoutJob(telenumber: string, idleSeconds: number): Promise<string> {
    const [{ id }] = await db.query(
      `INSERT INTO top_up_orders (customer_id, product_id, product_name, telenumber, operator_name, country,
         amount_cents, service_charge_cents, status, gateway, payment_ref, updated_at)
       VALUES ($1, $2, 'Demo', $3, 'Vodacom Tanzania', 'Tanzania', 100, 53, 'PAID', 'stripe', 'pi_sandbox_x',
         now() - make_interval(secs => $4))
       RETURNING id`,
      [await customerId(), productId, telenumber, idleSeconds],
    );
    return id;
  }

  const statusOf = async (id: string): Promise<string> =>
    (await db.query('SELECT status FROM top_up_orders WHERE id = $1', [id]))[0].status;
  const completed = (id: string) =>
    waitFor(async () => ((await statusOf(id)) === 'COMPLETED' ? true : undefined), 30_000);
  const providerTransactions = async (id: string): Promise<number> =>
    (
      await db.query(
        'SELECT count(*)::int AS n FROM dtone_sandbox_transactions WHERE external_id = $1',
        [id],
      )
    )[0].n;

  it('runs the sweep often enough that a paid order waits well under 2 minutes', async () => {
    worker = await startWorker({ REDIS_PREFIX: PREFIX });
    const queue = worker.get<Queue>(getQueueToken(QUEUES.reconciliation));
    const scheduler = await queue.getJobScheduler('reconcile-orders');
    const idleMs = worker.get(AppConfig).env.RECONCILE_IDLE_SECONDS * 1000;
    expect(Number(scheduler?.every)).toBeLessThanOrEqual(30_000);
    // Worst case: idle threshold + one interval + the sandbox's completion, inside 2 minutes.
    expect(Number(scheduler?.every) + idleMs).toBeLessThanOrEqual(90_000);
  });

  it('completes an order committed PAID whose job was never added (API crash), once', async () => {
    // The crash happened just over a minute ago; the worker runs the sweep as configured.
    const orderId = await paidOrderWithoutJob('+255754230001', 61);
    worker = await startWorker({ REDIS_PREFIX: PREFIX });
    const report = await worker.get(ReconcileOrdersService).reconcile();
    expect(report.requeued).toBeGreaterThanOrEqual(1);
    await completed(orderId);
    expect(await providerTransactions(orderId)).toBe(1);
  });

  it('picks up again a job failed for good by stalls (a worker killed twice), once', async () => {
    // Queues of this test's own: BullMQ checks for stalls once per interval per queue, and a
    // worker of another test would have just taken that turn.
    const prefix = `${PREFIX}-stall`;
    const connection = { url: process.env.REDIS_URL || 'redis://127.0.0.1:6379' };
    const queue = new Queue(QUEUES.fulfilment, { connection, prefix: `${prefix}:bull` });
    const orderId = await paidOrderWithoutJob('+255754230002', 0);
    await new BullmqFulfilmentQueue(queue, new AppConfig()).enqueue(orderId);
    // A worker that dies with the job: it never finishes and never renews its lock, twice.
    const dying = new Worker(QUEUES.fulfilment, () => new Promise<never>(() => undefined), {
      connection,
      prefix: `${prefix}:bull`,
      concurrency: 5,
      lockDuration: 300,
      stalledInterval: 300,
      maxStalledCount: 1,
      skipLockRenewal: true,
    });
    dying.on('error', () => undefined);
    try {
      await waitFor(async () => {
        const job: Job | undefined = await queue.getJob(orderId);
        return job && (await job.getState()) === 'failed' ? true : undefined;
      }, 20_000);
      expect((await queue.getJob(orderId))?.failedReason).toMatch(/stalled more than allowable/);
    } finally {
      await dying.close(true);
    }
    // The worker comes back a minute later; the order has not moved since it was paid.
    await db.query(
      `UPDATE top_up_orders SET updated_at = now() - interval '61 seconds' WHERE id = $1`,
      [orderId],
    );
    try {
      worker = await startWorker({ REDIS_PREFIX: prefix });
      await worker.get(ReconcileOrdersService).reconcile();
      await completed(orderId);
      expect(await providerTransactions(orderId)).toBe(1);
    } finally {
      await queue.close();
    }
  });

  it('works at once an idle order whose job waits out a long backoff (after a run of faults)', async () => {
    const prefix = `${PREFIX}-backoff`;
    const connection = { url: process.env.REDIS_URL || 'redis://127.0.0.1:6379' };
    const queue = new Queue(QUEUES.fulfilment, { connection, prefix: `${prefix}:bull` });
    const orderId = await paidOrderWithoutJob('+255754230003', 61);
    // As the fifth failed attempt leaves it (the queue's retry settings): the next try 160 s away.
    const retries = { attempts: 8, backoff: { type: 'exponential', delay: 5000 } };
    await queue.add('fulfil', { orderId }, { jobId: orderId, delay: 160_000, ...retries });
    try {
      worker = await startWorker({ REDIS_PREFIX: prefix });
      const started = Date.now();
      // This sweep or the worker's own scheduled one, whichever comes first, requeues it: done
      // long before the 160 s backoff is what shows it.
      await worker.get(ReconcileOrdersService).reconcile();
      await completed(orderId);
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(await providerTransactions(orderId)).toBe(1);
    } finally {
      await queue.close();
    }
  });

  it('delivers the sandbox webhook again until our route takes it; the order completes', async () => {
    worker = await startWorker({ REDIS_PREFIX: PREFIX });
    const { agent } = await customerAgent(t);
    const sessionId = await startCheckout(agent, productId, '+255754230003');
    refuseNext = 2; // our route is down for the first two deliveries
    await pressSandbox(t, sessionId, 'pay');
    // The customer never reaches the success page: only the webhook can confirm.
    const [{ id: orderId }] = await db.query(
      'SELECT id FROM top_up_orders WHERE checkout_session_id = $1',
      [sessionId],
    );
    await completed(orderId);
    expect(refuseNext).toBe(0);
    const confirmations = await db.query(
      `SELECT source FROM payment_confirmations WHERE purpose = 'topup' AND ref = $1`,
      [orderId],
    );
    expect(confirmations).toEqual([{ source: 'webhook' }]);
    expect(await providerTransactions(orderId)).toBe(1);
  });
});
