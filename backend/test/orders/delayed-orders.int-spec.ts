import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '@config/app-config';
import { WatchDelayedOrdersService } from '@modules/orders/services/watch-delayed-orders.service';
import { adminAgent } from '../support/admins';
import { airtimeOffer, paidCheckout } from '../support/card-orders';
import { ensureCatalogue } from '../support/catalogue';
import { customerAgent } from '../support/customers';
import { post } from '../support/http';
import { mailTo } from '../support/mailbox';
import { waitFor } from '../support/smtp-stand-in';
import { createTestApp, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';

/**
 * Delayed top-ups end to end on the sandboxes (docs/specification.md): DT One's callback
 * endpoint (secret path, validated body, only a hint), the delay sweep's "delayed" mail once, the
 * history and the success page's answer saying so, the time limit's cancel at DT One and refund
 * with the refund mail once, and the receipt PDF (own paid orders only).
 */
jest.setTimeout(120_000);

describe('delayed top-ups, DT One callbacks and receipts', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let db: DataSource;
  let productId: string;
  let callbackPath: string;
  const env = { TOPUP_DELAY_NOTICE_MINUTES: '10', TOPUP_TIME_LIMIT_HOURS: '6' };

  beforeAll(async () => {
    t = await createTestApp({}, env);
    worker = await startWorker({ ...env, MAIL_RETRY_DELAY_MS: '100' });
    db = t.app.get(DataSource);
    await ensureCatalogue(t);
    productId = (await airtimeOffer(t)).productId;
    callbackPath = new URL(t.app.get(AppConfig).dtoneCallbackUrl!).pathname;
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  const orderOf = (id: string) =>
    db
      .query('SELECT * FROM top_up_orders WHERE id = $1', [id])
      .then((r: Record<string, unknown>[]) => r[0]);

  /** A paid card order as the customer makes it (confirmed by the success page's check). */
  async function paidOrder(telenumber: string) {
    const customer = await customerAgent(t);
    const sessionId = await paidCheckout(t, customer.agent, productId, telenumber);
    const check = await post(customer.agent, `/api/stripe/checkout-session/${sessionId}/check`);
    expect(check.status).toBe(200);
    return { ...customer, sessionId, orderId: check.body.orderId as string };
  }

  /** Moves the order's delivery clock back (as if paid, and moved to PAID, `minutes` ago). */
  async function paidAgo(orderId: string, minutes: number) {
    await db.query(
      `UPDATE top_up_orders SET paid_at = now() - make_interval(mins => $2) WHERE id = $1`,
      [orderId, minutes],
    );
    await db.query(
      `UPDATE order_events SET created_at = now() - make_interval(mins => $2)
       WHERE order_id = $1 AND to_status = 'PAID'`,
      [orderId, minutes],
    );
  }

  const sweep = () => worker.get(WatchDelayedOrdersService).sweep();

  describe("DT One's callback endpoint", () => {
    it('answers 404 to a wrong secret, whoever calls (anonymous, customer, admin, master)', async () => {
      const wrong = '/api/dtone/callbacks/not-the-secret-of-this-deployment';
      const body = { id: 1, external_id: 'x' };
      const agents = [
        t.agent(),
        (await customerAgent(t)).agent,
        (await adminAgent(t, 'admin')).agent,
        (await adminAgent(t, 'master')).agent,
      ];
      for (const agent of agents) {
        const res = await agent.post(wrong).send(body);
        expect([res.status, res.body]).toEqual([404, { statusCode: 404, message: 'Not Found' }]);
      }
    });

    it('answers 400 with a clear message to a body that is not a transaction', async () => {
      for (const body of [{}, { id: 'abc', external_id: 'x' }, { id: 1 }, [1, 2]]) {
        const res = await t.agent().post(callbackPath).send(body);
        expect([res.status, res.body]).toEqual([
          400,
          { statusCode: 400, message: 'A DT One transaction with id and external_id is expected' },
        ]);
      }
    });

    it('answers 202 to anything well-formed, and moves an order only by reading DT One back', async () => {
      const unknown = await t
        .agent()
        .post(callbackPath)
        .send({ id: 5, external_id: '0b7c9a1e-2f3d-4c5b-8a6e-7d8f9a0b1c2d' });
      expect([unknown.status, unknown.body]).toEqual([202, { received: true }]);

      // A lying callback ("COMPLETED") for an order whose top-up the sandbox holds: nothing moves.
      const { orderId } = await paidOrder('+255754128888');
      const sent = await waitFor(async () => {
        const o = await orderOf(orderId);
        return o.status === 'SUBMITTED' ? o : undefined;
      });
      const lie = await t
        .agent()
        .post(callbackPath)
        .send({
          id: Number(sent.provider_transaction_id),
          external_id: orderId,
          status: { id: 70000, message: 'COMPLETED', class: { id: 7, message: 'COMPLETED' } },
        });
      expect(lie.status).toBe(202);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await orderOf(orderId)).status).toBe('SUBMITTED');
    });
  });

  it("a callback has the order's transaction read back at once, not after the retry's backoff", async () => {
    const { orderId } = await paidOrder('+255754116666');
    const sent = await waitFor(async () => {
      const o = await orderOf(orderId);
      return o.status === 'SUBMITTED' ? o : undefined;
    });
    // The sandbox completes it a second after creation; the fulfil job waits 5 s before it looks.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const called = Date.now();
    const res = await t
      .agent()
      .post(callbackPath)
      .send({ id: Number(sent.provider_transaction_id), external_id: orderId });
    expect(res.status).toBe(202);
    await waitFor(async () => ((await orderOf(orderId)).status === 'COMPLETED' ? true : undefined));
    expect(Date.now() - called).toBeLessThan(3000);
  });

  it('a late order: one "delayed" mail, the history and the success page say so; the time limit cancels and refunds once', async () => {
    const { agent, email, orderId, sessionId } = await paidOrder('+255754118888');
    await waitFor(async () => ((await orderOf(orderId)).status === 'SUBMITTED' ? true : undefined));

    await paidAgo(orderId, 9);
    expect(await sweep()).toMatchObject({ noticed: 0 });
    await paidAgo(orderId, 11);
    const [first, second] = await Promise.all([sweep(), sweep()]);
    expect(first.noticed + second.noticed).toBe(1);
    const delayed = await mailTo(t.agent(), email, /delayed/);
    expect(delayed.subject).toBe('Your SelamTopup top-up is delayed: we keep trying');
    expect(delayed.text).toContain(`Order: ${orderId}`);
    expect(delayed.text).toContain('to your card');

    const page = await post(agent, `/api/stripe/checkout-session/${sessionId}/check`);
    expect(page.body).toMatchObject({ orderId, status: 'SUBMITTED', delayed: true });
    const history = await post(agent, '/api/user/getAllTransactionUser', { start: 1, end: 5 });
    expect(history.body.transactions[0]).toMatchObject({
      id: orderId,
      status: 'SUBMITTED',
      delayed: true,
      operatorReference: null,
    });

    await paidAgo(orderId, 6 * 60 + 1);
    await Promise.all([sweep(), sweep()]);
    const refunded = await waitFor(async () => {
      const o = await orderOf(orderId);
      return o.status === 'REFUNDED' ? o : undefined;
    });
    expect(refunded.failure_reason).toBe('it could not be delivered in time, so we cancelled it');
    const refund = await mailTo(t.agent(), email, /refunded/);
    expect(refund.text).toContain('to your card');
    const mails = (await t.agent().get('/dev/mailbox/messages').query({ to: email })).body as {
      subject: string;
    }[];
    expect(mails.filter((m) => /delayed/.test(m.subject))).toHaveLength(1);
    expect(mails.filter((m) => /refunded/.test(m.subject))).toHaveLength(1);
    const events: { detail: string }[] = await db.query(
      `SELECT detail FROM order_events WHERE order_id = $1 ORDER BY id`,
      [orderId],
    );
    expect(events.map((e) => e.detail)).toEqual(
      expect.arrayContaining([
        'not delivered within 10 min: customer told it is delayed',
        'not delivered within 6 h: cancel and refund',
        expect.stringMatching(/^time limit: transaction \d+ cancelled at DT One$/),
      ]),
    );
    const after = await post(agent, '/api/user/getAllTransactionUser', { start: 1, end: 5 });
    expect(after.body.transactions[0]).toMatchObject({ status: 'REFUNDED', delayed: false });
  });

  it('a delivered order keeps the operator reference, and its receipt downloads as PDF for its customer only', async () => {
    const { agent, orderId } = await paidOrder('+255754117777');
    const done = await waitFor(async () => {
      const o = await orderOf(orderId);
      return o.status === 'COMPLETED' ? o : undefined;
    });
    expect(done.operator_reference).toMatch(/^SBX\d{9}$/);
    const history = await post(agent, '/api/user/getAllTransactionUser', { start: 1, end: 1 });
    expect(history.body.transactions[0]).toMatchObject({
      operatorReference: done.operator_reference,
      delayed: false,
    });

    const path = `/api/user/topups/${orderId}/receipt.pdf`;
    const pdf = await agent
      .get(path)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="selamtopup-receipt-${orderId}.pdf"`,
    );
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    const anonymous = await t.agent().get(path);
    expect([anonymous.status, anonymous.body.message]).toEqual([401, 'Unauthorized']);
    const other = await customerAgent(t);
    const notYours = await other.agent.get(path);
    expect([notYours.status, notYours.body]).toEqual([
      404,
      { statusCode: 404, message: 'Order not found' },
    ]);
    for (const type of ['admin', 'master'] as const) {
      const { agent: admin } = await adminAgent(t, type);
      expect((await admin.get(path)).status).toBe(401);
    }
    const bad = await agent.get('/api/user/topups/not-a-uuid/receipt.pdf');
    expect([bad.status, bad.body.message]).toEqual([400, 'Invalid order id']);
  });
});
