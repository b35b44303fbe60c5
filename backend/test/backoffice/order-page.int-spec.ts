import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { TopUpSender } from '@modules/orders/ports/top-up-sender.port';
import { FulfilOrderService } from '@modules/orders/services/fulfil-order.service';
import { ReconcileOrdersService } from '@modules/orders/services/reconcile-orders.service';
import { CardCheckout } from '@shared/ports/card-checkout.port';
import { QUEUES } from '@shared/queues/queue-names';
import { adminAgent, auditOf } from '../support/admins';
import { pressSandbox, startCheckout } from '../support/card-orders';
import { ensureCatalogue } from '../support/catalogue';
import { waitFor } from '../support/smtp-stand-in';
import { createTestApp, csrfToken, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';
import { call } from '../support/http';
import { customerAgent } from '../support/customers';
import { expectRefusedToOutsiders } from '../support/access-checks';
import { ownDatabase } from '../support/databases';

// Fulfilment waits for the queue's retry backoff (the sandbox answers 'pending' first).
jest.setTimeout(90_000);

/**
 * The order page and its actions on real orders: made through the sandbox checkout, paid on the
 * sandbox page, fulfilled by a real worker. Invariants are read from the database.
 */
describe('the order page, check now and refund', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let db: DataSource;
  let productId: string;
  beforeAll(async () => {
    // Own database and queue prefix: fulfilment jobs must reach this suite's worker only.
    const env = {
      DATABASE_URL: await ownDatabase('orderpage'),
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}:orderpage`,
    };
    t = await createTestApp({}, env);
    worker = await startWorker(env);
    db = t.app.get(DataSource);
    await ensureCatalogue(t);
    productId = (await t.agent().get('/api/product/offers').query({ operator: 'Vodacom Tanzania' }))
      .body[0].productId;
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  /** Checkout started by a customer; paid on the sandbox page when asked (no webhook reaches us). */
  async function order(telenumber: string, pay: boolean) {
    const { agent, email } = await customerAgent(t);
    const sessionId = await startCheckout(agent, productId, telenumber);
    if (pay) await pressSandbox(t, sessionId, 'pay');
    const [{ id }] = await db.query('SELECT id FROM top_up_orders WHERE checkout_session_id = $1', [
      sessionId,
    ]);
    return { id: id as string, email, sessionId };
  }

  const row = (id: string) =>
    db.query('SELECT * FROM top_up_orders WHERE id = $1', [id]).then((r) => r[0]);
  const eventsOf = (id: string) =>
    db.query(
      'SELECT from_status, to_status, actor, detail FROM order_events WHERE order_id = $1 ORDER BY id',
      [id],
    ) as Promise<
      { from_status: string | null; to_status: string; actor: string; detail: string }[]
    >;
  const reached = (id: string, status: string) =>
    waitFor(async () => ((await row(id)).status === status ? true : undefined), 60_000);

  it('is for admins only', async () => {
    const id = randomUUID();
    await expectRefusedToOutsiders(t, 'get', `/api/admin/transactions/${id}`, 'admin');
    await expectRefusedToOutsiders(t, 'post', `/api/admin/transactions/${id}/check`, 'admin');
    await expectRefusedToOutsiders(t, 'post', `/api/admin/transactions/${id}/refund`, 'admin');
  });

  it.each(['abc', '123', 'x%00y', `${randomUUID()}x`, 'a'.repeat(90), "1' OR '1'='1"])(
    'refuses the id %s with 400',
    async (bad) => {
      const { agent } = await adminAgent(t, 'admin');
      for (const [method, path] of [
        ['get', `/api/admin/transactions/${encodeURIComponent(bad)}`],
        ['post', `/api/admin/transactions/${encodeURIComponent(bad)}/check`],
        ['post', `/api/admin/transactions/${encodeURIComponent(bad)}/refund`],
      ] as const) {
        const res = await call(agent, method, path);
        expect([res.status, res.body.message]).toEqual([400, 'Invalid transaction id']);
      }
    },
  );

  it('answers 404 "Order not found" for an unknown order, and records nothing', async () => {
    const { agent, admin } = await adminAgent(t, 'admin');
    const id = randomUUID();
    for (const [method, path] of [
      ['get', `/api/admin/transactions/${id}`],
      ['post', `/api/admin/transactions/${id}/check`],
      ['post', `/api/admin/transactions/${id}/refund`],
    ] as const) {
      const res = await call(agent, method, path);
      expect([res.status, res.body]).toEqual([
        404,
        { statusCode: 404, message: 'Order not found' },
      ]);
    }
    expect((await auditOf(t, admin.email)).map((a) => a.action)).toEqual(['admin.login']);
  });

  it('answers 429 past 30 calls of one order action a minute from one address', async () => {
    const { agent } = await adminAgent(t, 'admin');
    const token = await csrfToken(agent);
    const approve = () =>
      agent
        .post(`/api/admin/transactions/${randomUUID()}/approve`)
        .set('x-csrf-token', token)
        .set('X-Forwarded-For', '10.253.0.7');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await approve()).status);
    expect(statuses).toEqual([...Array<number>(30).fill(404), 429]);
  });

  it('shows an unpaid order; check asks the gateway and records the check', async () => {
    const o = await order('+255754300001', false);
    const { agent, admin } = await adminAgent(t, 'admin');
    const page = await call(agent, 'get', `/api/admin/transactions/${o.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      id: o.id,
      user: { email: o.email },
      telenumber: '+255754300001',
      country: 'Tanzania',
      amount: expect.any(Number),
      submitted: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      completed: null,
      status: 'PENDING_PAYMENT',
      transtatus: 'Waiting for payment',
      productId,
      productName: expect.any(String),
      operatorName: 'Vodacom Tanzania',
      price: expect.any(Number),
      serviceCharge: expect.any(Number),
      cost: expect.any(Number), // the offer's wholesale price, until DT One answers its own
      margin: null, // only once delivered
      gateway: 'stripe',
      checkoutSessionId: o.sessionId,
      paymentRef: null,
      providerTransactionId: null,
      failureReason: null,
      refundRef: null,
      paidAt: null,
      paymentCountry: null,
      holdReason: null,
      heldAt: null,
      customer: {
        id: expect.any(String),
        fullname: 'Selam Tesfaye',
        email: o.email,
        telephone: '+251911234567',
        blocked: null,
      },
      paymentAlerts: [],
      events: [
        {
          id: expect.any(String),
          at: expect.any(String),
          from: null,
          to: 'PENDING_PAYMENT',
          actor: expect.any(String),
          detail: 'checkout started',
        },
      ],
      actions: { check: true, refund: false, approve: false, refuse: false },
    });
    expect(page.body.amount).toBeCloseTo(page.body.price + page.body.serviceCharge, 2);
    const [{ wholesale_cents }] = await db.query(
      `SELECT wholesale_cents FROM offers WHERE product_id = $1`,
      [productId],
    );
    expect(page.body.cost).toBe(wholesale_cents / 100);

    const checked = await call(agent, 'post', `/api/admin/transactions/${o.id}/check`);
    expect(checked.status).toBe(200);
    expect(checked.body.outcome).toBe('not-paid');
    expect(checked.body.order.events.at(-1)).toEqual(
      expect.objectContaining({
        from: 'PENDING_PAYMENT',
        to: 'PENDING_PAYMENT',
        actor: `admin:${admin.email}`,
        detail: 'check: not-paid',
      }),
    );
    expect((await auditOf(t, admin.email)).at(-1)).toEqual({
      action: 'order.check',
      detail: `${o.id}: not-paid`,
    });
    const refund = await call(agent, 'post', `/api/admin/transactions/${o.id}/refund`);
    expect([refund.status, refund.body]).toEqual([
      409,
      { statusCode: 409, message: 'This order cannot be refunded' },
    ]);
  });

  it('two admins and the worker at once: paid once, topped up once', async () => {
    const queue = worker.get<Queue>(getQueueToken(QUEUES.fulfilment));
    const sends = jest.spyOn(worker.get(TopUpSender), 'send');
    const o = await order('+255754300002', true);
    const [a, b] = await Promise.all([adminAgent(t, 'admin'), adminAgent(t, 'master')]);

    // Unpaid in our books, paid at the gateway: both admins ask at once.
    await queue.pause(); // hold fulfilment so the next step finds the order PAID
    try {
      const confirmations = await Promise.all([
        call(a.agent, 'post', `/api/admin/transactions/${o.id}/check`),
        call(b.agent, 'post', `/api/admin/transactions/${o.id}/check`),
      ]);
      // The first confirms it; the second either confirms it too (it asked the gateway before
      // the first committed) or finds it PAID already and hands it to fulfilment (held here).
      const outcomes = confirmations.map((r) => [r.status, r.body.outcome]);
      expect(outcomes).toContainEqual([200, 'payment-confirmed']);
      for (const outcome of outcomes)
        expect([
          [200, 'payment-confirmed'],
          [200, 'in-progress'],
        ]).toContainEqual(outcome);
      expect((await row(o.id)).status).toBe('PAID');
    } finally {
      await queue.resume();
    }

    // PAID: both admins and the reconciliation sweep send it to fulfilment at once.
    const [ca, cb] = await Promise.all([
      call(a.agent, 'post', `/api/admin/transactions/${o.id}/check`),
      call(b.agent, 'post', `/api/admin/transactions/${o.id}/check`),
      worker.get(ReconcileOrdersService).reconcile(0),
    ]);
    for (const r of [ca, cb]) {
      expect(r.status).toBe(200);
      expect(['completed', 'in-progress']).toContain(r.body.outcome);
    }
    await reached(o.id, 'COMPLETED');

    const history = await eventsOf(o.id);
    const moves = history.filter((e) => e.from_status !== e.to_status).map((e) => e.to_status);
    expect(moves).toEqual(['PENDING_PAYMENT', 'PAID', 'SUBMITTED', 'COMPLETED']);
    const notes = history.filter((e) => e.from_status === e.to_status);
    expect(notes).toHaveLength(4);
    expect(notes.every((n) => n.actor.startsWith('admin:') && n.detail.startsWith('check: '))).toBe(
      true,
    );
    const [{ n }] = await db.query(
      `SELECT count(*)::int AS n FROM payment_confirmations WHERE ref = $1`,
      [o.id],
    );
    expect(n).toBe(1);
    expect(sends.mock.calls.filter(([req]) => req.externalId === o.id)).toHaveLength(1);
    expect((await row(o.id)).provider_transaction_id).toBeTruthy();

    // A final order: nothing to do, and the page says so.
    const again = await call(a.agent, 'post', `/api/admin/transactions/${o.id}/check`);
    expect(again.body.outcome).toBe('nothing-to-do');
    expect(again.body.order).toMatchObject({
      status: 'COMPLETED',
      transtatus: 'Delivered',
      completed: expect.any(String),
      paidAt: expect.any(String),
      actions: { check: false, refund: false, approve: false, refuse: false },
    });
    // The sandbox DT One answers the product's wholesale price with the transaction.
    const paid = again.body.order.amount as number;
    const cost = again.body.order.cost as number;
    expect(cost).toBeGreaterThan(0);
    expect(again.body.order.margin).toBeCloseTo(paid - cost, 2);
    const refused = await call(a.agent, 'post', `/api/admin/transactions/${o.id}/refund`);
    expect([refused.status, refused.body.message]).toEqual([409, 'This order cannot be refunded']);
    sends.mockRestore();
  });

  it('a failed top-up whose refund failed: two admins and the worker refund it once', async () => {
    const workerCheckout = worker.get(CardCheckout);
    const refusal = jest
      .spyOn(workerCheckout, 'refund')
      .mockResolvedValue({ state: 'failed', reason: 'Refund failed: expired_or_canceled_card' });
    const o = await order('+255754300000', true); // a number ending 0000 fails at DT One
    const [a, b] = await Promise.all([adminAgent(t, 'admin'), adminAgent(t, 'admin')]);
    expect(
      (await call(a.agent, 'post', `/api/admin/transactions/${o.id}/check`)).body.outcome,
    ).toBe('payment-confirmed');
    await reached(o.id, 'FAILED');
    await waitFor(async () => (refusal.mock.calls.length > 0 ? true : undefined), 30_000);
    const queue = worker.get<Queue>(getQueueToken(QUEUES.fulfilment));
    // The refused refund fails the job's attempt (retried with backoff), not a quiet success.
    await waitFor(async () =>
      (await queue.getJob(o.id))?.failedReason?.includes('refund failed') ? true : undefined,
    );

    const page = await call(a.agent, 'get', `/api/admin/transactions/${o.id}`);
    expect(page.body).toMatchObject({
      status: 'FAILED',
      transtatus: 'Failed',
      failureReason: expect.any(String),
      refundRef: null,
      actions: { check: true, refund: true, approve: false, refuse: false },
    });
    refusal.mockRestore();

    const apiRefunds = jest.spyOn(t.app.get(CardCheckout), 'refund');
    const [ra, rb, byWorker] = await Promise.all([
      call(a.agent, 'post', `/api/admin/transactions/${o.id}/refund`),
      call(b.agent, 'post', `/api/admin/transactions/${o.id}/refund`),
      worker.get(FulfilOrderService).fulfil(o.id),
    ]);
    // Each either refunded or found it refunded already (then 409: it is no longer FAILED).
    for (const r of [ra, rb]) {
      expect([200, 409]).toContain(r.status);
      if (r.status === 200) expect(r.body.outcome).toBe('refunded');
      else expect(r.body.message).toBe('This order cannot be refunded');
    }
    expect(['refunded', 'nothing-to-do']).toContain(byWorker);

    const done = await row(o.id);
    expect(done.status).toBe('REFUNDED');
    const refundRefs = await Promise.all(apiRefunds.mock.results.map((r) => r.value));
    for (const r of refundRefs)
      expect(r).toEqual({ state: 'refunded', refundRef: done.refund_ref });
    const history = await eventsOf(o.id);
    expect(
      history.filter((e) => e.to_status === 'REFUNDED' && e.from_status === 'FAILED'),
    ).toHaveLength(1);
    const refundNotes = history.filter((e) => e.detail.startsWith('refund retried: '));
    expect(refundNotes.length).toBe([ra, rb].filter((r) => r.status === 200).length);
    expect(refundNotes.every((n) => n.actor.startsWith('admin:'))).toBe(true);
    const audits = [...(await auditOf(t, a.admin.email)), ...(await auditOf(t, b.admin.email))];
    expect(audits.filter((x) => x.action === 'order.refund')).toHaveLength(refundNotes.length);

    const again = await call(a.agent, 'post', `/api/admin/transactions/${o.id}/refund`);
    expect([again.status, again.body.message]).toEqual([409, 'This order cannot be refunded']);
    apiRefunds.mockRestore();
  });
});
