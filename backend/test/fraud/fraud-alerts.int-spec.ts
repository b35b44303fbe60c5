import type { INestApplicationContext } from '@nestjs/common';
import Stripe from 'stripe';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { adminAgent } from '../support/admins';
import { airtimeOffer } from '../support/card-orders';
import { ensureCatalogue } from '../support/catalogue';
import { customerAgent } from '../support/customers';
import { post } from '../support/http';
import { mailTo } from '../support/mailbox';
import { ProviderStandIns, startProviderStandIns } from '../support/provider-stand-ins';
import { createTestApp, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';

const BLOCKED = {
  statusCode: 403,
  message: 'Your account cannot make purchases. Please contact us if you think this is a mistake.',
};

jest.setTimeout(60_000);

/**
 * Early fraud warnings and disputes through the real Stripe adapter against the Stripe stand-in:
 * signed webhooks that name an object, read back from "Stripe", refunded once however many
 * copies arrive at once, the customer blocked (403 at checkout, history still theirs), the order
 * page and the audit log showing what happened, the admins mailed about a dispute.
 */
describe('card payment alerts (early fraud warnings, disputes)', () => {
  let providers: ProviderStandIns;
  let t: TestApp;
  let worker: INestApplicationContext;
  let db: DataSource;
  let productId: string;
  let admin: TestAgent;
  let adminEmail: string;
  let phone = 5000;
  const nextPhone = () => `+2557544${String(++phone).padStart(5, '0')}`;

  beforeAll(async () => {
    providers = await startProviderStandIns();
    t = await createTestApp({}, providers.env);
    // No fulfilment during these tests (orders stay PAID unless a test says otherwise); the
    // worker delivers the admins' mail.
    worker = await startWorker({ ...providers.env, MAIL_RETRY_DELAY_MS: '100' });
    db = t.app.get(DataSource);
    await ensureCatalogue(t);
    productId = (await airtimeOffer(t)).productId;
    const a = await adminAgent(t, 'admin');
    admin = a.agent;
    adminEmail = a.admin.email;
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await providers?.stop();
  });

  const webhook = (payload: string, secret = providers.env.STRIPE_WEBHOOK_SECRET) =>
    t
      .agent()
      .post('/api/stripe/webhook')
      .set('stripe-signature', Stripe.webhooks.generateTestHeaderString({ payload, secret }))
      .set('content-type', 'application/json')
      .send(payload);

  /** A customer's order, paid on the stand-in and confirmed by its webhook. */
  async function paidOrder() {
    const customer = await customerAgent(t);
    const res = await post(customer.agent, '/api/stripe/create-checkout-session', {
      productId,
      telenumber: nextPhone(),
    });
    expect([res.status, res.status === 201 ? '' : res.text]).toEqual([201, '']);
    const sessionId = /\/pay\/([^/?#]+)/.exec(res.body.url as string)![1];
    const paymentIntent = `pi_fraud_${sessionId}`;
    providers.stripe.pay(sessionId, paymentIntent);
    expect((await webhook(providers.stripe.completedEvent(sessionId))).status).toBe(200);
    const [order] = await db.query(
      'SELECT id, status FROM top_up_orders WHERE checkout_session_id = $1',
      [sessionId],
    );
    // Paid; the worker may already be sending it.
    expect(['PAID', 'SUBMITTED', 'COMPLETED']).toContain(order.status);
    return { ...customer, orderId: order.id as string, paymentIntent };
  }

  const refundsOf = (pi: string) =>
    providers.stripe.refunds.filter((r) => r.payment_intent === pi).length;
  const refundCallsOf = (pi: string) =>
    providers.stripe.requests.filter(
      (r) => r.path === '/v1/refunds' && r.form.payment_intent === pi,
    );
  const orderPage = async (orderId: string) =>
    (await admin.get(`/api/admin/transactions/${orderId}`).expect(200)).body;
  const auditOf = (action: string, orderId: string) =>
    db.query(
      `SELECT admin_id, admin_email, detail FROM admin_audit_log WHERE action = $1 AND detail LIKE $2`,
      [action, `%${orderId}%`],
    ) as Promise<{ admin_id: string | null; admin_email: string; detail: string }[]>;

  it('refunds a paid order once for three copies of a warning at once, blocks the customer, audits once', async () => {
    const buyer = await paidOrder();
    const { id, event } = providers.stripe.warnEarlyFraud(buyer.paymentIntent);
    const answers = await Promise.all([webhook(event), webhook(event), webhook(event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    // And once more later, as Stripe retries.
    expect((await webhook(event)).status).toBe(200);

    expect(refundsOf(buyer.paymentIntent)).toBe(1);
    // Every refund call carried the order's idempotency key.
    expect(
      new Set(refundCallsOf(buyer.paymentIntent).map((r) => r.headers['idempotency-key'])),
    ).toEqual(new Set([`refund-${buyer.orderId}`]));
    // Read back from "Stripe" before acting.
    expect(
      providers.stripe.requests.some((r) => r.path === `/v1/radar/early_fraud_warnings/${id}`),
    ).toBe(true);

    const page = await orderPage(buyer.orderId);
    expect(page.status).toBe('REFUNDED');
    expect(page.refundRef).toMatch(/^re_test_/);
    expect(page.paymentAlerts).toEqual([
      expect.objectContaining({
        id,
        kind: 'early_fraud_warning',
        status: 'actionable',
        reason: 'made_with_stolen_card',
        refundRef: page.refundRef,
      }),
    ]);
    expect(page.customer.blocked).toMatchObject({
      by: 'stripe',
      reason: `Early fraud warning ${id} (made_with_stolen_card) on order ${buyer.orderId}`,
    });
    const audit = await auditOf('payment.early_fraud_warning', buyer.orderId);
    expect(audit).toEqual([
      {
        admin_id: null,
        admin_email: 'stripe',
        detail: `${id} (made_with_stolen_card) on order ${buyer.orderId}: refunded ${page.refundRef}; customer ${buyer.id} blocked`,
      },
    ]);
  });

  it('refuses a blocked customer at card and wallet checkout with a clear 403, history kept', async () => {
    const buyer = await paidOrder();
    await webhook(providers.stripe.warnEarlyFraud(buyer.paymentIntent).event).expect(200);

    const card = await post(buyer.agent, '/api/stripe/create-checkout-session', {
      productId,
      telenumber: nextPhone(),
    });
    expect([card.status, card.body]).toEqual([403, BLOCKED]);
    const wallet = await post(buyer.agent, '/api/paypal/orders', {
      cart: { productId, telenumber: nextPhone() },
    });
    expect([wallet.status, wallet.body]).toEqual([403, BLOCKED]);
    // Still logged in, still their history.
    const history = await post(buyer.agent, '/api/user/getAllTransactionUser', {
      start: 1,
      end: 10,
    });
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body)).toContain(buyer.orderId);
  });

  it('refunds a delivered order too', async () => {
    const buyer = await paidOrder();
    await db.query(
      `UPDATE top_up_orders SET status = 'COMPLETED', completed_at = now() WHERE id = $1`,
      [buyer.orderId],
    );
    await webhook(providers.stripe.warnEarlyFraud(buyer.paymentIntent).event).expect(200);
    expect(refundsOf(buyer.paymentIntent)).toBe(1);
    const page = await orderPage(buyer.orderId);
    expect(page.status).toBe('REFUNDED');
    expect(page.events.at(-1)).toMatchObject({
      from: 'COMPLETED',
      to: 'REFUNDED',
      actor: 'stripe',
    });
  });

  it('ignores a warning Stripe does not know (forged id) and refuses a bad signature', async () => {
    const before = providers.stripe.refunds.length;
    const forged = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'radar.early_fraud_warning.created',
      data: { object: { id: 'issfr_unknown', object: 'radar.early_fraud_warning' } },
    });
    expect((await webhook(forged)).status).toBe(200);
    expect((await webhook(forged, 'whsec_wrong')).status).toBe(400);
    expect(providers.stripe.refunds.length).toBe(before);
  });

  it('ignores a warning about a payment that is none of ours', async () => {
    const before = providers.stripe.refunds.length;
    await webhook(providers.stripe.warnEarlyFraud('pi_someone_else').event).expect(200);
    expect(providers.stripe.refunds.length).toBe(before);
  });

  it('shows a dispute and its status on the order page, blocks the customer, mails the admins', async () => {
    const buyer = await paidOrder();
    const { id, event } = providers.stripe.openDispute(buyer.paymentIntent, { amount: 153 });
    const started = Date.now() - 1000;
    await Promise.all([webhook(event).expect(200), webhook(event).expect(200)]);

    let page = await orderPage(buyer.orderId);
    expect(page.paymentAlerts).toEqual([
      expect.objectContaining({
        id,
        kind: 'dispute',
        status: 'needs_response',
        reason: 'fraudulent',
        amount: 1.53,
      }),
    ]);
    expect(page.status).not.toBe('REFUNDED'); // the bank took the money back: no refund on top
    expect(page.customer.blocked).toMatchObject({ by: 'stripe' });
    expect(refundsOf(buyer.paymentIntent)).toBe(0);
    const mail = await mailTo(
      admin,
      adminEmail,
      new RegExp(`Dispute on order ${buyer.orderId}`),
      started,
    );
    expect(mail.text).toContain(`Dispute: ${id} (status needs_response)`);

    await webhook(providers.stripe.closeDispute(id, 'lost')).expect(200);
    page = await orderPage(buyer.orderId);
    expect(page.paymentAlerts[0].status).toBe('lost');
    expect(page.events.map((e: { detail: string }) => e.detail)).toEqual(
      expect.arrayContaining([
        `dispute ${id} opened: needs_response (fraudulent)`,
        `dispute ${id}: needs_response -> lost`,
      ]),
    );
    expect(await auditOf('payment.dispute', buyer.orderId)).toHaveLength(2);
    const checkout = await post(buyer.agent, '/api/stripe/create-checkout-session', {
      productId,
      telenumber: nextPhone(),
    });
    expect([checkout.status, checkout.body]).toEqual([403, BLOCKED]);
  });

  it('lets an admin unblock and block a client with a reason, audited, shown on the client page', async () => {
    const buyer = await paidOrder();
    await webhook(providers.stripe.warnEarlyFraud(buyer.paymentIntent).event).expect(200);
    let client = (await admin.get(`/api/admin/clients/${buyer.id}`).expect(200)).body;
    expect(client.blocked).toMatchObject({ by: 'stripe' });

    const noReason = await post(admin, `/api/admin/clients/${buyer.id}/unblock`, {});
    expect([noReason.status, noReason.body.message]).toEqual([400, 'Please give a reason']);
    const long = await post(admin, `/api/admin/clients/${buyer.id}/unblock`, {
      reason: 'x'.repeat(501),
    });
    expect(long.status).toBe(400);

    const unblocked = await post(admin, `/api/admin/clients/${buyer.id}/unblock`, {
      reason: 'Cardholder confirmed the purchase by phone',
    });
    expect([unblocked.status, unblocked.body.blocked]).toEqual([200, null]);
    const again = await post(buyer.agent, '/api/stripe/create-checkout-session', {
      productId,
      telenumber: nextPhone(),
    });
    expect(again.status).toBe(201);

    const blocked = await post(admin, `/api/admin/clients/${buyer.id}/block`, {
      reason: 'Three cards in one hour',
    });
    expect(blocked.status).toBe(200);
    client = (await admin.get(`/api/admin/clients/${buyer.id}`).expect(200)).body;
    expect(client.blocked).toMatchObject({ by: adminEmail, reason: 'Three cards in one hour' });
    const rows = await db.query(
      `SELECT action, detail FROM admin_audit_log WHERE admin_email = $1 AND action LIKE 'client.%' ORDER BY id`,
      [adminEmail],
    );
    expect(rows).toEqual([
      {
        action: 'client.unblocked',
        detail: `${buyer.email}: Cardholder confirmed the purchase by phone`,
      },
      { action: 'client.blocked', detail: `${buyer.email}: Three cards in one hour` },
    ]);
    const unknown = await post(
      admin,
      '/api/admin/clients/00000000-0000-4000-8000-000000000000/block',
      {
        reason: 'x',
      },
    );
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Client not found']);
  });
});
