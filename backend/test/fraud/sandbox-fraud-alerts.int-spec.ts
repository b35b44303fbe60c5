import { DataSource } from 'typeorm';
import { adminAgent } from '../support/admins';
import { airtimeOffer, pressSandbox, startCheckout } from '../support/card-orders';
import { ensureCatalogue } from '../support/catalogue';
import { customerAgent } from '../support/customers';
import { post } from '../support/http';
import { createTestApp, TestApp } from '../support/test-app';
import { WebhookReceiver } from '../stripe/webhook-receiver';

jest.setTimeout(60_000);

/**
 * The offline sandbox sends early fraud warnings and disputes from its checkout page (for demos
 * and the browser journeys): the events are caught at PUBLIC_URL (a local receiver) and handed
 * to our webhook route as they came, signature and all, as the sandbox would post them to itself.
 */
describe('the Stripe sandbox: fraud warnings and disputes from its page', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let db: DataSource;
  let productId: string;

  beforeAll(async () => {
    receiver = await new WebhookReceiver().start();
    t = await createTestApp({}, { PUBLIC_URL: receiver.url });
    db = t.app.get(DataSource);
    await ensureCatalogue(t);
    productId = (await airtimeOffer(t)).productId;
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.stop();
  });

  /** Hands the receiver's webhooks from `from` on to our route, as the sandbox posted them. */
  async function forward(from: number, count: number) {
    const received = (await receiver.waitFor(from + count)).slice(from, from + count);
    for (const w of received) {
      const res = await t
        .agent()
        .post('/api/stripe/webhook')
        .set('stripe-signature', w.headers['stripe-signature'] as string)
        .set('content-type', 'application/json')
        .send(w.rawBody.toString());
      expect(res.status).toBe(200);
    }
    return received.map((w) => JSON.parse(w.rawBody.toString()) as { type: string });
  }

  async function press(sessionId: string, action: string) {
    const page = await t.agent().get(`/sandbox/checkout/${sessionId}`).expect(200);
    const token = /name="token" value="([^"]+)"/.exec(page.text)![1];
    return t.agent().post(`/sandbox/checkout/${sessionId}/${action}`).type('form').send({ token });
  }

  it('pays, then sends an early fraud warning: the order is refunded and the customer blocked', async () => {
    const buyer = await customerAgent(t);
    const sessionId = await startCheckout(buyer.agent, productId, '+255754600001');
    const before = receiver.received.length;
    await pressSandbox(t, sessionId, 'pay');
    expect((await forward(before, 1)).map((e) => e.type)).toEqual(['checkout.session.completed']);

    const paidPage = await t.agent().get(`/sandbox/checkout/${sessionId}`).expect(200);
    expect(paidPage.text).toContain('Send an early fraud warning');
    expect((await press(sessionId, 'early-fraud-warning')).status).toBe(303);
    expect((await forward(before + 1, 1)).map((e) => e.type)).toEqual([
      'radar.early_fraud_warning.created',
    ]);

    const [order] = await db.query(
      'SELECT id, status, refund_ref FROM top_up_orders WHERE checkout_session_id = $1',
      [sessionId],
    );
    expect(order.status).toBe('REFUNDED');
    expect(order.refund_ref).toMatch(/^re_sandbox_/);
    const again = await post(buyer.agent, '/api/stripe/create-checkout-session', {
      productId,
      telenumber: '+255754600002',
    });
    expect(again.status).toBe(403);
    expect((await t.agent().get(`/sandbox/checkout/${sessionId}`)).text).toContain(
      'Early fraud warning issfr_sandbox_',
    );
  });

  it('opens a dispute and closes it lost: the order page follows it', async () => {
    const buyer = await customerAgent(t);
    const sessionId = await startCheckout(buyer.agent, productId, '+255754600003');
    const before = receiver.received.length;
    await pressSandbox(t, sessionId, 'pay');
    await forward(before, 1);
    await press(sessionId, 'dispute');
    await forward(before + 1, 1);
    await press(sessionId, 'dispute-lost');
    expect((await forward(before + 2, 1)).map((e) => e.type)).toEqual(['charge.dispute.closed']);

    const [{ id }] = await db.query('SELECT id FROM top_up_orders WHERE checkout_session_id = $1', [
      sessionId,
    ]);
    const { agent: admin } = await adminAgent(t, 'admin');
    const page = (await admin.get(`/api/admin/transactions/${id}`).expect(200)).body;
    expect(page.paymentAlerts).toEqual([
      expect.objectContaining({ kind: 'dispute', status: 'lost', reason: 'fraudulent' }),
    ]);
    expect(page.customer.blocked).toMatchObject({ by: 'stripe' });
  });

  it('sends nothing for an unpaid session or a wrong form token', async () => {
    const buyer = await customerAgent(t);
    const sessionId = await startCheckout(buyer.agent, productId, '+255754600004');
    const before = receiver.received.length;
    expect((await press(sessionId, 'early-fraud-warning')).status).toBe(303);
    const forged = await t
      .agent()
      .post(`/sandbox/checkout/${sessionId}/dispute`)
      .type('form')
      .send({ token: 'wrong' });
    expect(forged.status).toBe(403);
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received.length).toBe(before);
  });
});
