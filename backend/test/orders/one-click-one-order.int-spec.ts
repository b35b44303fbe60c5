import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { ReconcileOrdersService } from '@modules/orders/services/reconcile-orders.service';
import { adminAgent } from '../support/admins';
import { pressSandbox, sessionIdOf } from '../support/card-orders';
import { ensureCatalogue } from '../support/catalogue';
import { customerAgent } from '../support/customers';
import { ownDatabase } from '../support/databases';
import { post } from '../support/http';
import { createTestApp, TestApp } from '../support/test-app';

const WEBHOOK_SECRET = 'whsec_selamtopup_sandbox_development';
const RATE_LIMITED = 'Too many requests, please try again later.';

/**
 * docs/decisions.md#one-click-one-order and #order-creation-limit, on real PostgreSQL and Redis
 * through the HTTP API and the sandbox
 * gateway: the recipient must be a mobile of the product's country, a double click makes one
 * order, a customer's new orders are limited, and unpaid orders end CANCELLED.
 */
describe('one click, one order', () => {
  let t: TestApp;
  let db: DataSource;
  let tanzania: string;
  let ethiopia: string;

  beforeAll(async () => {
    // Own database: reconciliation below must only see this suite's orders.
    t = await createTestApp({}, { DATABASE_URL: await ownDatabase('oneclick') });
    db = t.app.get(DataSource);
    await ensureCatalogue(t);
    const offers: { productId: string; countryCode: string; subService: string }[] = (
      await t.agent().get('/api/product/offers')
    ).body;
    const airtime = (country: string) =>
      offers.find((o) => o.countryCode === country && o.subService === 'Airtime')!.productId;
    tanzania = airtime('TZ');
    ethiopia = airtime('ET');
  });
  afterAll(() => t?.close());

  const checkout = (agent: ReturnType<TestApp['agent']>, productId: string, telenumber: string) =>
    post(agent, '/api/stripe/create-checkout-session', { productId, telenumber });
  const ordersOf = (customerId: string) =>
    db.query(
      `SELECT id, status, telenumber, checkout_session_id, checkout_url, checkout_expires_at, created_at
       FROM top_up_orders WHERE customer_id = $1 ORDER BY created_at`,
      [customerId],
    ) as Promise<
      {
        id: string;
        status: string;
        telenumber: string;
        checkout_session_id: string | null;
        checkout_url: string | null;
        checkout_expires_at: Date | null;
        created_at: Date;
      }[]
    >;

  describe('the recipient number', () => {
    it('must belong to the product country: 400 before any order or payment page', async () => {
      const { agent, id } = await customerAgent(t);
      const american = await checkout(agent, ethiopia, '+14155550123');
      expect([american.status, american.body.message]).toEqual([
        400,
        "This phone number does not belong to the product's country",
      ]);
      const tanzanian = await checkout(agent, ethiopia, '+255754123456');
      expect(tanzanian.status).toBe(400);
      const landline = await checkout(agent, ethiopia, '+251111234567');
      expect([landline.status, landline.body.message]).toEqual([
        400,
        'This phone number is not a mobile number',
      ]);
      expect(await ordersOf(id)).toEqual([]);

      const mobile = await checkout(agent, ethiopia, '+251911234567');
      expect(mobile.status).toBe(201);
    });
  });

  describe('a double click', () => {
    it('two simultaneous checkouts for the same product and number make one order and one page', async () => {
      const { agent, id } = await customerAgent(t);
      const [first, second] = await Promise.all([
        checkout(agent, tanzania, '+255754300001'),
        checkout(agent, tanzania, '+255754300001'),
      ]);
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body.url).toBe(first.body.url);
      const orders = await ordersOf(id);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        status: 'PENDING_PAYMENT',
        checkout_session_id: sessionIdOf(first.body.url),
        checkout_url: first.body.url,
      });
      // The session expires an hour after the order was made (Stripe's expires_at).
      const lifetime = orders[0].checkout_expires_at!.getTime() - orders[0].created_at.getTime();
      expect(lifetime).toBeGreaterThan(59 * 60_000);
      expect(lifetime).toBeLessThanOrEqual(60 * 60_000);

      // Later clicks get the same page while it is open; another number is another order.
      const again = await checkout(agent, tanzania, '+255754300001');
      expect(again.body.url).toBe(first.body.url);
      const other = await checkout(agent, tanzania, '+255754300002');
      expect(other.body.url).not.toBe(first.body.url);
      expect(await ordersOf(id)).toHaveLength(2);
    });

    it('a checkout about to expire is not handed out again', async () => {
      const { agent, id } = await customerAgent(t);
      const first = await checkout(agent, tanzania, '+255754300003');
      await db.query(
        `UPDATE top_up_orders SET checkout_expires_at = now() + interval '1 minute' WHERE customer_id = $1`,
        [id],
      );
      const second = await checkout(agent, tanzania, '+255754300003');
      expect(second.body.url).not.toBe(first.body.url);
      expect(await ordersOf(id)).toHaveLength(2);
    });
  });

  describe('order creation per customer', () => {
    it('allows 10 new orders in 10 minutes, then answers 429, even all at once', async () => {
      const { agent, id } = await customerAgent(t);
      const answers = await Promise.all(
        Array.from({ length: 14 }, (_, i) =>
          checkout(agent, tanzania, `+2557543101${String(i).padStart(2, '0')}`),
        ),
      );
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([...Array(10).fill(201), ...Array(4).fill(429)]);
      expect(answers.find((r) => r.status === 429)!.body.message).toBe(RATE_LIMITED);
      expect(await ordersOf(id)).toHaveLength(10);

      // Another customer is not limited by this one.
      const other = await customerAgent(t);
      expect((await checkout(other.agent, tanzania, '+255754310199')).status).toBe(201);
    });
  });

  describe('unpaid orders', () => {
    function signedEvent(type: string, sessionId: string, orderId: string) {
      const payload = JSON.stringify({
        id: `evt_${sessionId}_expired`,
        object: 'event',
        type,
        data: {
          object: {
            id: sessionId,
            object: 'checkout.session',
            status: 'expired',
            payment_status: 'unpaid',
            metadata: { orderId, purpose: 'topup' },
          },
        },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      });
      return t
        .agent()
        .post('/api/stripe/webhook')
        .set('stripe-signature', signature)
        .set('content-type', 'application/json')
        .send(payload);
    }

    it('Decline expires the sandbox session; its checkout.session.expired webhook cancels the order', async () => {
      const { agent, id } = await customerAgent(t);
      const res = await checkout(agent, tanzania, '+255754320001');
      const sessionId = sessionIdOf(res.body.url);
      const token = await pressSandbox(t, sessionId, 'decline');
      // The declined page can no longer be paid.
      const pay = await t
        .agent()
        .post(`/sandbox/checkout/${sessionId}/pay`)
        .type('form')
        .send({ token });
      expect(pay.status).toBe(303);
      expect(pay.headers.location).not.toMatch(/payementSuccess/);

      // The sandbox's own webhook goes to PUBLIC_URL, which tests do not serve: send it here.
      const [{ id: orderId }] = await ordersOf(id);
      expect((await signedEvent('checkout.session.expired', sessionId, orderId)).status).toBe(200);
      const [order] = await ordersOf(id);
      expect(order.status).toBe('CANCELLED');
      const events = await db.query(
        `SELECT from_status, to_status, actor FROM order_events WHERE order_id = $1 ORDER BY id`,
        [orderId],
      );
      expect(events.slice(1)).toEqual([
        { from_status: 'PENDING_PAYMENT', to_status: 'CANCELLED', actor: 'webhook' },
      ]);

      // Shown as such: the customer's history and the back office.
      const history = await post(agent, '/api/user/getAllTransactionUser', { start: 1, end: 5 });
      expect(history.body.transactions[0]).toMatchObject({ id: orderId, status: 'CANCELLED' });
      const { agent: admin } = await adminAgent(t);
      const page = await admin.get(`/api/admin/transactions/${orderId}`);
      expect(page.body).toMatchObject({ status: 'CANCELLED', transtatus: 'Cancelled' });

      // A new click for the same number starts a new order.
      const again = await checkout(agent, tanzania, '+255754320001');
      expect(again.body.url).not.toBe(res.body.url);
    });

    it('reconciliation cancels orders whose session expired or that never got one', async () => {
      const { agent, id } = await customerAgent(t);
      const declined = await checkout(agent, tanzania, '+255754330001'); // webhook lost
      await pressSandbox(t, sessionIdOf(declined.body.url), 'decline');
      const open = await checkout(agent, tanzania, '+255754330002');
      const [{ id: withoutSession }] = await db.query(
        `INSERT INTO top_up_orders (customer_id, product_id, product_name, telenumber, operator_name, country,
           amount_cents, service_charge_cents, status, gateway, created_at)
         VALUES ($1, $2, 'Airtime', '+255754330003', 'Vodacom Tanzania', 'Tanzania', 100, 53,
           'PENDING_PAYMENT', 'stripe', now() - interval '2 hours') RETURNING id`,
        [id, tanzania],
      );
      // An order from before checkouts had an expiry, older than a day: still asked, then cancelled.
      await db.query(
        `UPDATE top_up_orders SET created_at = now() - interval '3 days' WHERE checkout_session_id = $1`,
        [sessionIdOf(declined.body.url)],
      );

      const report = await t.app.get(ReconcileOrdersService).reconcile(0);
      expect(report.cancelled).toBeGreaterThanOrEqual(1);
      const byNumber = Object.fromEntries(
        (await ordersOf(id)).map((o) => [o.telenumber, o.status]),
      );
      expect(byNumber).toEqual({
        '+255754330001': 'CANCELLED',
        '+255754330002': 'PENDING_PAYMENT', // still open: the customer may pay
        '+255754330003': 'CANCELLED',
      });
      const [{ actor }] = await db.query(
        `SELECT actor FROM order_events WHERE order_id = $1 AND to_status = 'CANCELLED'`,
        [withoutSession],
      );
      expect(actor).toBe('reconciliation');
      expect(open.status).toBe(201);
    });
  });
});
