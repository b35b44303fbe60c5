import { DataSource } from 'typeorm';
import { OrdersErrors } from '@modules/orders/domain/orders.errors';
import { ordersHttpErrors } from '@modules/orders/http/orders.http-errors';
import { expectRefusedToOutsiders } from '../support/access-checks';
import { adminAgent, auditOf } from '../support/admins';
import { airtimeOffer } from '../support/card-orders';
import { ensureCatalogue } from '../support/catalogue';
import { customerAgent } from '../support/customers';
import { call, post } from '../support/http';
import { createTestApp, TestApp } from '../support/test-app';

jest.setTimeout(90_000);

const DEFAULTS = {
  newCustomerDailyCents: 5000,
  customerDailyCents: 20000,
  customerDailyTopUps: 10,
  numberDailyTopUps: 3,
  numberDailyCents: 10000,
  newNumberCents: 2500,
};

/**
 * An admin raises a trusted client's limits from the client page (GET/PUT
 * /api/admin/clients/:id/risk-limits): who may, what is refused, the audit line, and the
 * customer's next checkout going through where the defaults refused it.
 */
describe("a client's risk limits in the back office", () => {
  let t: TestApp;
  let db: DataSource;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        RISK_NEW_CUSTOMER_DAILY_CENTS: '5000',
        RISK_CUSTOMER_DAILY_CENTS: '20000',
        RISK_CUSTOMER_DAILY_TOP_UPS: '10',
        RISK_NUMBER_DAILY_TOP_UPS: '3',
        RISK_NUMBER_DAILY_CENTS: '10000',
        RISK_NEW_NUMBER_CENTS: '2500',
      },
    );
    db = t.app.get(DataSource);
    await ensureCatalogue(t);
    productId = (await airtimeOffer(t)).productId;
  });
  afterAll(() => t?.close());

  const path = (id: string) => `/api/admin/clients/${id}/risk-limits`;
  const RAISE = { dailyCents: 100000, dailyTopUps: 2, newNumberCents: null };

  it('anonymous callers and customers get 401, a PUT without the CSRF token 403', async () => {
    const { id } = await customerAgent(t);
    await expectRefusedToOutsiders(t, 'get', path(id), 'admin');
    await expectRefusedToOutsiders(t, 'put', path(id), 'admin', RAISE);
    expect(
      await db.query('SELECT 1 FROM customer_risk_limits WHERE customer_id = $1', [id]),
    ).toEqual([]);
  });

  it('an admin and a master read and raise them; each change is audited', async () => {
    const { id, email } = await customerAgent(t);
    for (const type of ['admin', 'master'] as const) {
      const { agent, admin } = await adminAgent(t, type);
      const read = await call(agent, 'get', path(id));
      expect([read.status, read.body]).toEqual([200, { defaults: DEFAULTS, raised: null }]);

      const raised = await call(agent, 'put', path(id), RAISE);
      expect([raised.status, raised.body]).toEqual([200, { defaults: DEFAULTS, raised: RAISE }]);
      // Back to the defaults: every field empty.
      const back = await call(agent, 'put', path(id), {});
      expect([back.status, back.body.raised]).toEqual([200, null]);
      expect(await auditOf(t, admin.email)).toEqual([
        { action: 'admin.login', detail: expect.any(String) },
        {
          action: 'client.limits_changed',
          detail: `${email}: defaults → daily 1000.00 USD, top-ups a day 2, new number default`,
        },
        {
          action: 'client.limits_changed',
          detail: `${email}: daily 1000.00 USD, top-ups a day 2, new number default → defaults`,
        },
      ]);
    }
  });

  it('answers 400 with a clear message for bad input and 404 for an unknown client', async () => {
    const { agent } = await adminAgent(t, 'admin');
    const { id } = await customerAgent(t);
    for (const [body, message] of [
      [{ dailyCents: -5 }, 'The daily amount must be at least 1 USD'],
      [{ dailyCents: 'lots' }, 'The daily amount must be a whole number of cents'],
      [{ dailyCents: 2_000_000 }, 'The daily amount can be at most 10,000 USD'],
      [{ dailyTopUps: 0 }, 'The top-ups a day must be at least 1'],
      [{ newNumberCents: 12.5 }, 'The amount to a new number must be a whole number of cents'],
      [{ trusted: true }, 'property trusted should not exist'],
    ] as const) {
      const res = await call(agent, 'put', path(id), body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const malformed = await call(agent, 'get', path('not-a-uuid'));
    expect(malformed.status).toBe(400);
    const unknown = await call(agent, 'put', path('6f1c2a34-5b6d-4e7f-8a9b-000000000000'), RAISE);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Client not found']);
  });

  it("a raise lets the customer's next checkout through where the default refused it", async () => {
    const { agent: customer, id } = await customerAgent(t);
    // Today's top-ups are at the limit: ten paid an hour ago, each to a number of its own.
    const base = 2_000_000 + Math.floor(Math.random() * 900_000);
    const numbers = Array.from({ length: 12 }, (_, i) => `+2557547${String(base + i).slice(-5)}`);
    await db.query(
      `INSERT INTO top_up_orders (customer_id, product_id, product_name, telenumber, operator_name,
         country, amount_cents, service_charge_cents, status, gateway, payment_ref, paid_at, created_at)
       SELECT $1, 'p', 'Airtime', n, 'Vodacom Tanzania', 'Tanzania', 100, 50, 'PAID', 'stripe',
         'pi_' || n, now() - interval '1 hour', now() - interval '1 hour'
       FROM unnest($2::text[]) AS n`,
      [id, numbers.slice(0, 10)],
    );
    const checkout = () =>
      post(customer, '/api/stripe/create-checkout-session', {
        productId,
        telenumber: numbers[10],
      });
    const refused = await checkout();
    expect([refused.status, refused.body.message]).toEqual([
      403,
      ordersHttpErrors[OrdersErrors.DAILY_TOP_UPS_LIMIT].message,
    ]);

    const { agent: admin } = await adminAgent(t, 'admin');
    const raise = await call(admin, 'put', path(id), { dailyTopUps: 20 });
    expect(raise.status).toBe(200);
    expect((await checkout()).status).toBe(201);
  });
});
