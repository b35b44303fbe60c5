import type { INestApplicationContext } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { logIn, signUp } from '../support/customers';
import { paidCheckout } from '../support/card-orders';
import { post } from '../support/http';
import { mailTo } from '../support/mailbox';
import { waitFor } from '../support/smtp-stand-in';
import { ensureCatalogue } from '../support/catalogue';
import { createTestApp, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';

const WEBHOOK_SECRET = 'whsec_selamtopup_sandbox_development';

/**
 * The card path end to end through the sandbox gateway and the sandbox DT One: order priced on
 * the server, paid once whatever confirms it, topped up once, refunded when the top-up fails.
 */
// Fulfilment waits for the queue's retry backoff (the sandbox answers 'pending' first).
jest.setTimeout(90_000);

describe('card payment and fulfilment', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let db: DataSource;
  let offer: { productId: string; amount: number; serviceCharge: number; productName: string };

  beforeAll(async () => {
    t = await createTestApp();
    worker = await startWorker({ MAIL_RETRY_DELAY_MS: '100' });
    db = t.app.get(DataSource);
    await ensureCatalogue(t);
    const offers = (
      await t.agent().get('/api/product/offers').query({ operator: 'Vodacom Tanzania' })
    ).body;
    offer = offers.find((o: { subService?: string }) => o.subService === 'Airtime');
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  async function customer() {
    const { email } = await signUp(t.agent());
    const agent = t.agent();
    await logIn(agent, email);
    return { agent, email };
  }

  /**
   * checkout.session.completed as Stripe sends it for our sessions: signed, with the metadata
   * (orderId, purpose) the handler reads; `metadata: {}` is a session we did not create.
   */
  async function signedWebhook(sessionId: string, metadata?: Record<string, string>) {
    const order = await orderOf(sessionId);
    const payload = JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          client_reference_id: order.id,
          metadata: metadata ?? { orderId: order.id, purpose: 'topup' },
          payment_status: 'paid',
          status: 'complete',
        },
      },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return t
      .agent()
      .post('/api/stripe/webhook')
      .set('stripe-signature', signature)
      .set('content-type', 'application/json')
      .send(payload);
  }

  /** Who confirmed the payment: the PAID event's actor and the confirmation's source. */
  async function confirmedBy(orderId: unknown) {
    const paid = await db.query(
      `SELECT actor FROM order_events WHERE order_id = $1 AND to_status = 'PAID'`,
      [orderId],
    );
    const confirmations = await db.query(
      `SELECT source FROM payment_confirmations WHERE ref = $1`,
      [orderId],
    );
    return {
      paidEvents: paid.map((r: { actor: string }) => r.actor),
      confirmations: confirmations.map((r: { source: string }) => r.source),
    };
  }

  const orderOf = (sessionId: string) =>
    db
      .query('SELECT * FROM top_up_orders WHERE checkout_session_id = $1', [sessionId])
      .then((r: Record<string, unknown>[]) => r[0]);

  it('wants a customer, a known offer and a phone number; prices come from the server', async () => {
    await t.agent().post('/api/stripe/create-checkout-session').send({}).expect(403); // no CSRF token
    const anonymous = t.agent();
    expect(
      (
        await post(anonymous, '/api/stripe/create-checkout-session', {
          productId: offer.productId,
          telenumber: '+255754123456',
        })
      ).status,
    ).toBe(401);

    const { agent } = await customer();
    const unknown = await post(agent, '/api/stripe/create-checkout-session', {
      productId: 'nope',
      telenumber: '+255754123456',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product Not Available!');
    const badPhone = await post(agent, '/api/stripe/create-checkout-session', {
      productId: offer.productId,
      telenumber: 'abc',
    });
    expect(badPhone.body.message).toBe('Please enter a valid phone number');
    const tampered = await post(agent, '/api/stripe/create-checkout-session', {
      productId: offer.productId,
      telenumber: '+255754123456',
      amount: 0.01,
    });
    expect(tampered.status).toBe(400); // a browser's price is refused, never used

    const res = await post(agent, '/api/stripe/create-checkout-session', {
      productId: offer.productId,
      telenumber: '+255754123456',
    });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/\/sandbox\/checkout\/cs_sandbox_/);
    const sessionId = /\/sandbox\/checkout\/([^/?#]+)/.exec(res.body.url)![1];
    const order = await orderOf(sessionId);
    expect(order).toMatchObject({
      status: 'PENDING_PAYMENT',
      amount_cents: Math.round(offer.amount * 100),
      service_charge_cents: Math.round(offer.serviceCharge * 100),
      telenumber: '+255754123456',
    });
    const page = await t.agent().get(`/sandbox/checkout/${sessionId}`).expect(200);
    expect(page.text).toContain((offer.amount + offer.serviceCharge).toFixed(2));
  });

  it('five concurrent webhooks confirm the payment once, by the webhook path', async () => {
    const { agent, email } = await customer();
    const sessionId = await paidCheckout(t, agent, offer.productId, '+255754111222');
    const results = await Promise.all(Array.from({ length: 5 }, () => signedWebhook(sessionId)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);

    const order = await waitFor(async () => {
      const o = await orderOf(sessionId);
      return o.status === 'COMPLETED' ? o : undefined;
    });
    expect(await confirmedBy(order.id)).toEqual({
      paidEvents: ['webhook'],
      confirmations: ['webhook'],
    });
    const receipt = await mailTo(t.agent(), email, /receipt/);
    expect(receipt.text).toContain('+255754111222');
  });

  it('fulfils once: five concurrent webhooks and the success-page check', async () => {
    const { agent } = await customer();
    const sessionId = await paidCheckout(t, agent, offer.productId, '+255754111333');
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => signedWebhook(sessionId)),
      post(agent, `/api/stripe/checkout-session/${sessionId}/check`),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);

    const order = await waitFor(async () => {
      const o = await orderOf(sessionId);
      return o.status === 'COMPLETED' ? o : undefined;
    });
    // Whichever won, it confirmed alone, and the history names it.
    const { paidEvents, confirmations } = await confirmedBy(order.id);
    expect(paidEvents).toHaveLength(1);
    expect(['webhook', 'success-page']).toContain(paidEvents[0]);
    expect(confirmations).toEqual(paidEvents);
    expect(order.provider_transaction_id).toBeTruthy();
  });

  it('ignores a webhook for a session we did not create; the success page confirms', async () => {
    const { agent } = await customer();
    const sessionId = await paidCheckout(t, agent, offer.productId, '+255754111444');
    expect((await signedWebhook(sessionId, {})).status).toBe(200);
    expect((await orderOf(sessionId)).status).toBe('PENDING_PAYMENT');

    expect((await post(agent, `/api/stripe/checkout-session/${sessionId}/check`)).status).toBe(200);
    const order = await orderOf(sessionId);
    expect(await confirmedBy(order.id)).toEqual({
      paidEvents: ['success-page'],
      confirmations: ['success-page'],
    });
  });

  it('refuses a webhook with a bad signature', async () => {
    const res = await t
      .agent()
      .post('/api/stripe/webhook')
      .set('stripe-signature', 't=1,v1=bad')
      .send({ type: 'checkout.session.completed' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid webhook signature');
  });

  it('a declined top-up (number ending 0000) ends REFUNDED with one refund and a failure e-mail', async () => {
    const { agent, email } = await customer();
    const sessionId = await paidCheckout(t, agent, offer.productId, '+255754110000');
    await post(agent, `/api/stripe/checkout-session/${sessionId}/check`).then((r) =>
      expect(r.status).toBe(200),
    );
    const order = await waitFor(async () => {
      const o = await orderOf(sessionId);
      return o.status === 'REFUNDED' ? o : undefined;
    });
    expect(order.refund_ref).toMatch(/^re_sandbox_/);
    const history = (
      await db.query(`SELECT to_status FROM order_events WHERE order_id = $1 ORDER BY id`, [
        order.id,
      ])
    ).map((r: { to_status: string }) => r.to_status);
    expect(history).toEqual(['PENDING_PAYMENT', 'PAID', 'FAILED', 'REFUNDED']);
    const mail = await mailTo(t.agent(), email, /could not be delivered/);
    expect(mail.text).toContain('refunded');
  });

  it('a provider timeout then success tops up once (number ending 9999)', async () => {
    const { agent } = await customer();
    const sessionId = await paidCheckout(t, agent, offer.productId, '+255754119999');
    await post(agent, `/api/stripe/checkout-session/${sessionId}/check`);
    const order = await waitFor(async () => {
      const o = await orderOf(sessionId);
      return o.status === 'COMPLETED' ? o : undefined;
    }, 60_000);
    expect(order.provider_transaction_id).toBeTruthy();
  });
});
