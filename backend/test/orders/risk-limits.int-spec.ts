import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { ordersHttpErrors } from '@modules/orders/http/orders.http-errors';
import { OrdersErrors } from '@modules/orders/domain/orders.errors';
import { STAND_IN_KEY, StripeStandIn } from '@selamtopup/test-kit/stand-ins/stripe';
import { sessionIdOf } from '../support/card-orders';
import { ensureCatalogue } from '../support/catalogue';
import { customerAgent } from '../support/customers';
import { ownDatabase } from '../support/databases';
import { post } from '../support/http';
import { createTestApp, TestApp } from '../support/test-app';

jest.setTimeout(120_000);

/** The shop's defaults (config/env.schema.ts), which the other suites raise. */
const DEFAULT_LIMITS = {
  RISK_NEW_CUSTOMER_DAILY_CENTS: '5000',
  RISK_CUSTOMER_DAILY_CENTS: '20000',
  RISK_CUSTOMER_DAILY_TOP_UPS: '10',
  RISK_NUMBER_DAILY_TOP_UPS: '3',
  RISK_NUMBER_DAILY_CENTS: '10000',
  RISK_NEW_NUMBER_CENTS: '2500',
  RISK_THREE_D_SECURE_ABOVE_CENTS: '3000',
};
const text = (code: string) => ordersHttpErrors[code].message;

/**
 * The risk limits as a customer meets them (docs/decisions.md#risk-limit-defaults): through the real HTTP routes
 * of card checkout (the real Stripe adapter against the Stripe stand-in) and wallet checkout (the
 * sandbox wallet), on a database of the suite's own so that per-number counts are its own.
 */
describe('risk limits at checkout', () => {
  let t: TestApp;
  let db: DataSource;
  let stripe: StripeStandIn;
  let cheap: { productId: string; cents: number };
  let dear: { productId: string; cents: number };
  let databaseUrl: string;

  beforeAll(async () => {
    stripe = await new StripeStandIn().start();
    databaseUrl = await ownDatabase('risk');
    t = await createTestApp(
      {},
      {
        DATABASE_URL: databaseUrl,
        ...DEFAULT_LIMITS,
        STRIPE_SECRET_KEY: STAND_IN_KEY,
        STRIPE_WEBHOOK_SECRET: 'whsec_stand_in',
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: String(stripe.port),
        STRIPE_API_PROTOCOL: 'http',
      },
    );
    db = t.app.get(DataSource);
    await ensureCatalogue(t);
    const offers: { productId: string; subService: string }[] = (
      await t.agent().get('/api/product/offers').query({ operator: 'Vodacom Tanzania' })
    ).body;
    const priced: { product_id: string; cents: number }[] = await db.query(
      `SELECT product_id, amount_cents + service_charge_cents AS cents FROM offers
       WHERE product_id = ANY($1) ORDER BY cents`,
      [offers.filter((o) => o.subService === 'Airtime').map((o) => o.productId)],
    );
    cheap = { productId: priced[0].product_id, cents: priced[0].cents };
    const last = priced[priced.length - 1];
    dear = { productId: last.product_id, cents: last.cents };
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.stop();
  });

  let phone = 0;
  /** A Tanzanian (Vodacom) number no other test of this suite uses. */
  const nextNumber = () => `+2557548${String(++phone).padStart(5, '0')}`;
  const card = (agent: TestAgent, productId: string, telenumber: string) =>
    post(agent, '/api/stripe/create-checkout-session', { productId, telenumber });
  const wallet = (agent: TestAgent, productId: string, telenumber: string) =>
    post(agent, '/api/paypal/orders', { cart: { productId, telenumber } });
  const ordersOf = (customerId: string) =>
    db.query(
      `SELECT id, telenumber, amount_cents + service_charge_cents AS cents FROM top_up_orders
       WHERE customer_id = $1`,
      [customerId],
    ) as Promise<{ id: string; telenumber: string; cents: number }[]>;
  const ordersTo = (telenumber: string) =>
    db
      .query(`SELECT count(*)::int AS n FROM top_up_orders WHERE telenumber = $1`, [telenumber])
      .then((r: { n: number }[]) => r[0].n);
  const lastSessionForm = () =>
    stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').pop()!
      .form;

  it('a new account cannot buy more than its first-day limit, by card or by wallet', async () => {
    const { agent, id } = await customerAgent(t);
    const fits = Math.floor(5000 / dear.cents);
    for (let i = 0; i < fits; i++) {
      const answer = await (i % 2 ? wallet : card)(agent, dear.productId, nextNumber());
      expect(answer.status).toBe(201);
    }
    const spent = (await ordersOf(id)).reduce((sum, o) => sum + o.cents, 0);
    expect(spent).toBeLessThanOrEqual(5000);
    expect(spent + dear.cents).toBeGreaterThan(5000);

    for (const pay of [card, wallet]) {
      const refused = await pay(agent, dear.productId, nextNumber());
      expect([refused.status, refused.body]).toEqual([
        403,
        { statusCode: 403, message: text(OrdersErrors.NEW_CUSTOMER_LIMIT) },
      ]);
    }
    expect(await ordersOf(id)).toHaveLength(fits);
    // What still fits under the limit may be bought.
    if (spent + cheap.cents <= 5000)
      expect((await card(agent, cheap.productId, nextNumber())).status).toBe(201);
  });

  it('a fourth top-up to one number in a day is refused across accounts, card and wallet alike', async () => {
    const number = nextNumber();
    const buyers = await Promise.all([1, 2, 3, 4].map(() => customerAgent(t)));
    expect((await card(buyers[0].agent, cheap.productId, number)).status).toBe(201);
    expect((await wallet(buyers[1].agent, cheap.productId, number)).status).toBe(201);
    expect((await card(buyers[2].agent, cheap.productId, number)).status).toBe(201);
    for (const pay of [card, wallet]) {
      const refused = await pay(buyers[3].agent, cheap.productId, number);
      expect([refused.status, refused.body.message]).toEqual([
        403,
        text(OrdersErrors.NUMBER_TOP_UPS_LIMIT),
      ]);
    }
    expect(await ordersTo(number)).toBe(3);

    // A day later the earlier top-ups no longer count.
    await db.query(
      `UPDATE top_up_orders SET created_at = created_at - interval '24 hours 1 minute' WHERE telenumber = $1`,
      [number],
    );
    expect((await card(buyers[3].agent, cheap.productId, number)).status).toBe(201);
  });

  it('simultaneous checkouts cannot together go over a limit', async () => {
    // Six accounts at once to one number: three pass.
    const number = nextNumber();
    const buyers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => customerAgent(t)));
    const answers = await Promise.all(
      buyers.map((b, i) => (i % 2 ? wallet : card)(b.agent, cheap.productId, number)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 403, 403, 403]);
    expect(await ordersTo(number)).toBe(3);

    // One new account in many tabs at once, each to another number: at most its first-day limit.
    const { agent, id } = await customerAgent(t);
    const tabs = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map((i) =>
        (i % 2 ? wallet : card)(agent, dear.productId, nextNumber()),
      ),
    );
    const made = await ordersOf(id);
    expect(made).toHaveLength(Math.floor(5000 / dear.cents));
    expect(tabs.filter((a) => a.status === 201)).toHaveLength(made.length);
    expect(made.reduce((sum, o) => sum + o.cents, 0)).toBeLessThanOrEqual(5000);
  });

  it("a customer's first card purchase asks for 3-D Secure and tells Stripe who pays; later ones let Stripe decide", async () => {
    const { agent, id, email } = await customerAgent(t);
    const first = await card(agent, cheap.productId, nextNumber());
    expect(first.status).toBe(201);
    expect(lastSessionForm()).toMatchObject({
      'payment_method_options[card][request_three_d_secure]': 'any',
      customer_email: email,
      'metadata[account_age_days]': '0',
      'metadata[recipient_number]': `+2557548${String(phone).padStart(5, '0')}`,
      'metadata[recipient_country]': 'Tanzania',
      'metadata[paid_orders]': '0',
    });

    // Paid (the success page's check asks Stripe): the next purchase is not a first one.
    const sessionId = /cs_test_[0-9a-f]+_\d+/.exec(first.body.url as string)![0];
    stripe.pay(sessionId);
    const check = await post(agent, `/api/stripe/checkout-session/${sessionId}/check`);
    expect(check.status).toBe(200);
    const [{ paid }] = await db.query(
      `SELECT count(*)::int AS paid FROM top_up_orders WHERE customer_id = $1 AND paid_at IS NOT NULL`,
      [id],
    );
    expect(paid).toBe(1);

    expect((await card(agent, cheap.productId, nextNumber())).status).toBe(201);
    expect(lastSessionForm()).toMatchObject({
      'payment_method_options[card][request_three_d_secure]': 'automatic',
      customer_email: email,
      'metadata[paid_orders]': '1',
    });
  });

  describe('on the Stripe sandbox (the demo)', () => {
    let sandbox: TestApp;
    beforeAll(async () => {
      sandbox = await createTestApp(
        {},
        { DATABASE_URL: databaseUrl, ...DEFAULT_LIMITS, STRIPE_SECRET_KEY: '' },
      );
    });
    afterAll(() => sandbox?.close());

    it('the first purchase’s checkout page says 3-D Secure is requested', async () => {
      const { agent } = await customerAgent(sandbox);
      const started = await card(agent, cheap.productId, nextNumber());
      expect(started.status).toBe(201);
      const page = await sandbox
        .agent()
        .get(`/sandbox/checkout/${sessionIdOf(started.body.url as string)}`)
        .expect(200);
      expect(page.text).toContain('3-D Secure requested');
    });
  });
});
