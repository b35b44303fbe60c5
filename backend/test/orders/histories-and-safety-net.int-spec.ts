import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { TopUpSender } from '@modules/orders/ports/top-up-sender.port';
import { ReconcileOrdersService } from '@modules/orders/services/reconcile-orders.service';
import { QUEUES } from '@shared/queues/queue-names';
import { logIn, signUp } from '../support/customers';
import { post } from '../support/http';
import { waitFor } from '../support/smtp-stand-in';
import { ensureCatalogue } from '../support/catalogue';
import { createTestApp, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';

// Fulfilment waits for the queue's retry backoff (the sandbox answers 'pending' first).
jest.setTimeout(90_000);

describe('histories, the storefront switch and the safety net', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let db: DataSource;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp();
    worker = await startWorker();
    db = t.app.get(DataSource);
    await ensureCatalogue(t);
    productId = (await t.agent().get('/api/product/offers').query({ operator: 'Vodacom Tanzania' }))
      .body[0].productId;
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  async function customer() {
    const { email } = await signUp(t.agent());
    const agent = t.agent();
    await logIn(agent, email);
    const [{ id }] = await db.query('SELECT id FROM customers WHERE email = $1', [email]);
    return { agent, id: id as string };
  }

  /** A paid order as the confirmation leaves it, without its fulfilment job. */
  async function paidOrderWithoutJob(customerId: string, telenumber: string): Promise<string> {
    const [{ id }] = await db.query(
      `INSERT INTO top_up_orders (customer_id, product_id, product_name, telenumber, operator_name, country, amount_cents,
         service_charge_cents, status, gateway, payment_ref, updated_at)
       VALUES ($1, $2, 'Demo', $3, 'Vodacom Tanzania', 'Tanzania', 100, 53, 'PAID', 'stripe', 'pi_sandbox_x', now() - interval '20 minutes')
       RETURNING id`,
      [customerId, productId, telenumber],
    );
    return id;
  }

  const statusOf = (id: string) =>
    db
      .query('SELECT status FROM top_up_orders WHERE id = $1', [id])
      .then((r: { status: string }[]) => r[0].status);

  it('lists top-ups newest first with their status, by 1-based inclusive ranges', async () => {
    const { agent, id } = await customer();
    for (let i = 0; i < 3; i++)
      await post(agent, '/api/stripe/create-checkout-session', {
        productId,
        telenumber: `+25575412345${i}`,
      });
    const all = await post(agent, '/api/user/getAllTransactionUser', { start: 1, end: 10 });
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(3);
    expect(all.body.transactions[0]).toEqual({
      id: expect.any(String),
      submitted: expect.any(String),
      telenumber: '+255754123452',
      amount: expect.any(Number),
      productid: productId,
      productName: expect.any(String),
      operatorName: 'Vodacom Tanzania',
      status: 'PENDING_PAYMENT',
      // What arrives, copied from the offer at checkout (docs/specification.md#history).
      receives: expect.stringMatching(/^[\d,]+ TZS$/),
      validity: '30 days',
      delayed: false,
      operatorReference: null,
    });
    const second = await post(agent, '/api/user/getAllTransactionUser', { start: 2, end: 2 });
    expect(second.body.transactions.map((r: { telenumber: string }) => r.telenumber)).toEqual([
      '+255754123451',
    ]);
    expect(id).toBeTruthy();
  });

  it('lists calls and validates ranges', async () => {
    const { agent, id } = await customer();
    await db.query(
      `INSERT INTO call_transactions (customer_id, amount_cents, completed_at) VALUES ($1, 125, now()), ($1, 310, now() - interval '1 day')`,
      [id],
    );
    const calls = await post(agent, '/api/user/getAllCallTransactionUser', { start: 1, end: 5 });
    expect(calls.body).toEqual({
      count: 2,
      transactions: [
        { Id: expect.any(String), Amount: 1.25, completed: expect.any(String) },
        expect.objectContaining({ Amount: 3.1 }),
      ],
    });
    const bad = await post(agent, '/api/user/getAllCallTransactionUser', { start: 5, end: 2 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('end must be at least start and at most start + 99');
    expect(
      (await post(t.agent(), '/api/user/getAllTransactionUser', { start: 1, end: 5 })).status,
    ).toBe(401);
  });

  it('answers 503 to checkout while the storefront is switched off', async () => {
    const { agent } = await customer();
    await db.query(`UPDATE settings SET value = 'false' WHERE key = 'configWeb'`);
    try {
      const res = await post(agent, '/api/stripe/create-checkout-session', {
        productId,
        telenumber: '+255754123456',
      });
      expect(res.status).toBe(503);
    } finally {
      await db.query(`UPDATE settings SET value = 'true' WHERE key = 'configWeb'`);
    }
  });

  it('reconciliation finds a paid order whose job vanished and completes it', async () => {
    const { id } = await customer();
    const orderId = await paidOrderWithoutJob(id, '+255754220001');
    const report = await worker.get(ReconcileOrdersService).reconcile();
    expect(report.requeued).toBeGreaterThanOrEqual(1);
    await waitFor(
      async () => ((await statusOf(orderId)) === 'COMPLETED' ? true : undefined),
      30_000,
    );
  });

  it('a worker that died after sending does not send again: it finds the transaction by order id', async () => {
    const { id } = await customer();
    const orderId = await paidOrderWithoutJob(id, '+255754220002');
    const sender = worker.get(TopUpSender);
    // What a worker killed right after the provider accepted the top-up leaves behind.
    await sender.send({ externalId: orderId, productId, mobileNumber: '+255754220002' });
    const sendSpy = jest.spyOn(sender, 'send');
    await worker.get(ReconcileOrdersService).reconcile();
    await waitFor(
      async () => ((await statusOf(orderId)) === 'COMPLETED' ? true : undefined),
      30_000,
    );
    // Other suites share this database, and reconciliation may send their paid orders: only
    // this order's top-up must not go out again.
    expect(sendSpy).not.toHaveBeenCalledWith(expect.objectContaining({ externalId: orderId }));
    const job = await worker.get<Queue>(getQueueToken(QUEUES.fulfilment)).getJob(orderId);
    expect(job?.data).toEqual({ orderId });
  });
});
