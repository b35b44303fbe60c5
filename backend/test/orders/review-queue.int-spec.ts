import type { INestApplicationContext } from '@nestjs/common';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { ReconcileOrdersService } from '@modules/orders/services/reconcile-orders.service';
import { adminAgent, auditOf } from '../support/admins';
import { airtimeOffer } from '../support/card-orders';
import { ensureCatalogue } from '../support/catalogue';
import { customerAgent } from '../support/customers';
import { post } from '../support/http';
import { ProviderStandIns, startProviderStandIns } from '../support/provider-stand-ins';
import { waitFor } from '../support/smtp-stand-in';
import { createTestApp, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';

jest.setTimeout(120_000);

/**
 * The review queue (docs/specification.md#review-queue) through the real Stripe and PayPal SDKs
 * against their stand-ins: a payment whose card (or payer) is of another country than the
 * account's waits HELD_FOR_REVIEW; the customer reads "We are checking this payment"; Approve
 * fulfils, Refuse refunds, the sweep refunds old holds; and all of them at once give one outcome.
 * The test customers' telephone is Ethiopian (+251…): a card from the US is a mismatch.
 */
describe('review queue', () => {
  let providers: ProviderStandIns;
  let t: TestApp;
  let worker: INestApplicationContext;
  let db: DataSource;
  let productId: string;
  let admin: { agent: TestAgent; email: string };
  let phone = 3000;
  const nextPhone = () => `+2557543${String(++phone).padStart(5, '0')}`;

  beforeAll(async () => {
    providers = await startProviderStandIns();
    t = await createTestApp({}, providers.env);
    worker = await startWorker(providers.env);
    db = t.app.get(DataSource);
    await ensureCatalogue(t);
    productId = (await airtimeOffer(t)).productId;
    const signedIn = await adminAgent(t, 'admin');
    admin = { agent: signedIn.agent, email: signedIn.admin.email };
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await providers?.stop();
  });

  const orderRow = (id: string) =>
    db.query('SELECT * FROM top_up_orders WHERE id = $1', [id]).then((r) => r[0]);
  const moves = (id: string): Promise<string[]> =>
    db
      .query(
        `SELECT to_status FROM order_events WHERE order_id = $1 AND from_status IS DISTINCT FROM to_status ORDER BY id`,
        [id],
      )
      .then((r: { to_status: string }[]) => r.map((e) => e.to_status));
  const stripeRefundsOf = (pi: string) =>
    providers.stripe.refunds.filter((r) => r.payment_intent === pi).length;

  /**
   * A card order of a new customer (one order each: no customer reaches the checkout limits or
   * the numbers-per-hour rule), paid on "Stripe" with a card of `country`, confirmed by the
   * success page.
   */
  async function paidCardOrder(country: string | null) {
    const { agent } = await customerAgent(t);
    const started = await post(agent, '/api/stripe/create-checkout-session', {
      productId,
      telenumber: nextPhone(),
    });
    expect(started.status).toBe(201);
    const sessionId = /\/c\/pay\/([^/?#]+)/.exec(started.body.url)![1];
    const pi = `pi_review_${sessionId}`;
    providers.stripe.pay(sessionId, pi, { country });
    const checked = await post(agent, `/api/stripe/checkout-session/${sessionId}/check`, {});
    expect(checked.status).toBe(200);
    return { orderId: checked.body.orderId as string, status: checked.body.status, pi, agent };
  }

  it('holds a payment whose card is of another country, and tells the customer in words', async () => {
    const held = await paidCardOrder('US');
    expect(held.status).toBe('HELD_FOR_REVIEW');
    const row = await orderRow(held.orderId);
    expect(row).toMatchObject({
      status: 'HELD_FOR_REVIEW',
      payment_country: 'US',
      hold_reason: 'paid from US, account in ET',
    });
    expect(row.held_at).toBeTruthy();
    // Nothing goes out while it is held, whatever the worker's job does.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await moves(held.orderId)).toEqual(['PENDING_PAYMENT', 'HELD_FOR_REVIEW']);
    const history = await post(held.agent, '/api/user/getAllTransactionUser', {
      start: 1,
      end: 50,
    });
    const line = (history.body.transactions as { id: string; status: string }[]).find(
      (x) => x.id === held.orderId,
    );
    expect(line?.status).toBe('HELD_FOR_REVIEW');
    const page = await admin.agent.get(`/api/admin/transactions/${held.orderId}`);
    expect(page.body).toMatchObject({
      status: 'HELD_FOR_REVIEW',
      transtatus: 'Held for review',
      holdReason: 'paid from US, account in ET',
      paymentCountry: 'US',
      actions: { approve: true, refuse: true, refund: false, check: false },
    });
    const list = await admin.agent
      .get('/api/admin/transactions')
      .query({ filter: JSON.stringify({ status: 'HELD_FOR_REVIEW' }) });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain(held.orderId);
  });

  it('fulfils at once a payment whose card is of the account’s country, or tells none', async () => {
    for (const country of ['ET', null]) {
      const paid = await paidCardOrder(country);
      expect(['PAID', 'SUBMITTED', 'COMPLETED']).toContain(paid.status);
    }
  });

  it('Approve fulfils a held order now, audited; a second Approve or a Refuse then answer 409', async () => {
    const held = await paidCardOrder('US');
    const approved = await post(admin.agent, `/api/admin/transactions/${held.orderId}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.outcome).toBe('in-progress');
    await waitFor(async () => (await orderRow(held.orderId)).status === 'COMPLETED', 30_000);
    for (const action of ['approve', 'refuse']) {
      const again = await post(admin.agent, `/api/admin/transactions/${held.orderId}/${action}`);
      expect([again.status, again.body.message]).toEqual([
        409,
        'This order is not held for review',
      ]);
    }
    expect(stripeRefundsOf(held.pi)).toBe(0);
    // A malformed id is 400, an unknown one 404, for both actions.
    for (const action of ['approve', 'refuse']) {
      const bad = await post(admin.agent, `/api/admin/transactions/not-an-id/${action}`);
      expect([bad.status, bad.body.message]).toEqual([400, 'Invalid transaction id']);
      const unknown = await post(
        admin.agent,
        `/api/admin/transactions/00000000-0000-4000-8000-000000000000/${action}`,
      );
      expect([unknown.status, unknown.body.message]).toEqual([404, 'Order not found']);
    }
    const audit = await auditOf(t, admin.email);
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'order.approve', detail: `${held.orderId}: in-progress` }),
    );
  });

  it('Refuse refunds a held order now through Stripe, audited, and never fulfils it', async () => {
    const held = await paidCardOrder('US');
    const refused = await post(admin.agent, `/api/admin/transactions/${held.orderId}/refuse`);
    expect([refused.status, refused.body.outcome, refused.body.order.status]).toEqual([
      200,
      'refunded',
      'REFUNDED',
    ]);
    expect(stripeRefundsOf(held.pi)).toBe(1);
    expect(await moves(held.orderId)).toEqual([
      'PENDING_PAYMENT',
      'HELD_FOR_REVIEW',
      'FAILED',
      'REFUNDED',
    ]);
    const audit = await auditOf(t, admin.email);
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'order.refuse', detail: `${held.orderId}: refunded` }),
    );
  });

  it('the sweep refunds an order held longer than REVIEW_HOLD_HOURS, not a younger one', async () => {
    const old = await paidCardOrder('US');
    const young = await paidCardOrder('US');
    await db.query(`UPDATE top_up_orders SET held_at = now() - interval '25 hours' WHERE id = $1`, [
      old.orderId,
    ]);
    await worker.get(ReconcileOrdersService).reconcile();
    expect((await orderRow(old.orderId)).status).toBe('REFUNDED');
    expect(stripeRefundsOf(old.pi)).toBe(1);
    expect((await orderRow(young.orderId)).status).toBe('HELD_FOR_REVIEW');
  });

  it('exactly once: Approve, Refuse (each clicked twice) and the sweep at once give one outcome', async () => {
    const other = await adminAgent(t, 'admin');
    const outcomes: string[] = [];
    for (let round = 0; round < 6; round++) {
      const held = await paidCardOrder('US');
      // Old enough for the sweep too, in the even rounds; the odd ones race the clicks alone.
      if (round % 2 === 0)
        await db.query(
          `UPDATE top_up_orders SET held_at = now() - interval '25 hours' WHERE id = $1`,
          [held.orderId],
        );
      const url = (action: string) => `/api/admin/transactions/${held.orderId}/${action}`;
      const calls = [
        post(admin.agent, url('approve')),
        post(other.agent, url('refuse')),
        post(admin.agent, url('refuse')),
        post(other.agent, url('approve')),
      ];
      // Rounds differ in who starts first: the sweep before, among or after the clicks.
      const sweep = new Promise((r) => setTimeout(r, round * 4)).then(() =>
        worker.get(ReconcileOrdersService).reconcile(),
      );
      const answers = await Promise.all(calls);
      await sweep;
      const winners = answers.filter((a) => a.status === 200);
      expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
      expect(winners.length).toBeLessThanOrEqual(1);
      // Let the worker finish whatever the winner started.
      await waitFor(async () => {
        const s = (await orderRow(held.orderId)).status;
        return s === 'COMPLETED' || s === 'REFUNDED';
      }, 30_000);
      const path = await moves(held.orderId);
      const fulfilled = path.includes('PAID');
      const refunded = path.includes('REFUNDED');
      expect(fulfilled !== refunded).toBe(true);
      expect(stripeRefundsOf(held.pi)).toBe(refunded ? 1 : 0);
      expect(path.filter((s) => s === 'HELD_FOR_REVIEW')).toHaveLength(1);
      expect(path.filter((s) => s === 'PAID' || s === 'FAILED')).toHaveLength(1);
      const sends = await db.query(
        `SELECT count(*)::int AS n FROM order_events WHERE order_id = $1 AND to_status = 'COMPLETED'`,
        [held.orderId],
      );
      expect(sends[0].n).toBe(fulfilled ? 1 : 0);
      outcomes.push(winners.length ? (fulfilled ? 'approved' : 'refused') : 'swept');
    }
    console.log(`review race outcomes: ${outcomes.join(', ')}`);
  });

  it('holds a wallet payment whose PayPal payer is of another country; Refuse refunds it through PayPal', async () => {
    const { agent: customer } = await customerAgent(t);
    const created = await post(customer, '/api/paypal/orders', {
      cart: { productId, telenumber: nextPhone() },
    });
    expect(created.status).toBe(201);
    const walletOrderId = created.body.id as string;
    providers.paypal.approve(walletOrderId, 'COMPLETED', { country: 'NG' });
    const captured = await post(customer, `/api/paypal/${walletOrderId}/capture`, {});
    expect(captured.status).toBe(200);
    const [row] = await db.query('SELECT * FROM top_up_orders WHERE checkout_session_id = $1', [
      walletOrderId,
    ]);
    expect(row).toMatchObject({
      status: 'HELD_FOR_REVIEW',
      payment_country: 'NG',
      hold_reason: 'paid from NG, account in ET',
    });
    const refused = await post(admin.agent, `/api/admin/transactions/${row.id}/refuse`);
    expect([refused.status, refused.body.order.status]).toEqual([200, 'REFUNDED']);
    expect(providers.paypal.requestsTo('/v2/payments/captures/')).toHaveLength(1);
  });

  it('a payer of the account’s country, or one PayPal keeps back, is fulfilled at once', async () => {
    for (const country of ['ET', null]) {
      const { agent: customer } = await customerAgent(t);
      const created = await post(customer, '/api/paypal/orders', {
        cart: { productId, telenumber: nextPhone() },
      });
      providers.paypal.approve(created.body.id, 'COMPLETED', { country });
      await post(customer, `/api/paypal/${created.body.id}/capture`, {});
      const [row] = await db.query(
        'SELECT status FROM top_up_orders WHERE checkout_session_id = $1',
        [created.body.id],
      );
      expect(['PAID', 'SUBMITTED', 'COMPLETED']).toContain(row.status);
    }
  });
});
