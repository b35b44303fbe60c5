import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { airtimeOffer } from '../support/card-orders';
import { ensureCatalogue } from '../support/catalogue';
import { customerAgent } from '../support/customers';
import { post, withCsrf } from '../support/http';
import { ProviderStandIns, startProviderStandIns } from '../support/provider-stand-ins';
import { createTestApp, TestApp } from '../support/test-app';

const NOT_FOUND = { statusCode: 404, message: 'Order not found' };
const TOO_MANY = { statusCode: 429, message: 'Too many requests, please try again later.' };

/**
 * A logged-in customer cannot spend the merchant's Stripe and PayPal quota, nor touch another
 * customer's payment: through the real SDKs against local stand-ins that count every call, our
 * own record is looked up before a provider is asked, the PayPal client token is asked for once
 * per lifetime, and the routes that may call a provider are rate limited.
 */
describe("the merchant's provider quota", () => {
  let providers: ProviderStandIns;
  let t: TestApp;
  let db: DataSource;
  let productId: string;
  let phone = 3000;
  const nextPhone = () => `+2557543${String(++phone).padStart(5, '0')}`;

  beforeAll(async () => {
    providers = await startProviderStandIns();
    t = await createTestApp({}, providers.env);
    db = t.app.get(DataSource);
    await ensureCatalogue(t);
    productId = (await airtimeOffer(t)).productId;
  });
  afterAll(async () => {
    await t?.close();
    await providers?.stop();
  });

  const stripeCalls = () => providers.stripe.requests.length;
  const paypalCalls = () => providers.paypal.requests.length;
  const statusOf = (walletOrderId: string) =>
    db
      .query('SELECT status FROM top_up_orders WHERE checkout_session_id = $1', [walletOrderId])
      .then((rows: { status: string }[]) => rows[0]?.status);

  async function cardSession(agent: TestAgent): Promise<string> {
    const res = await post(agent, '/api/stripe/create-checkout-session', {
      productId,
      telenumber: nextPhone(),
    });
    if (res.status !== 201) throw new Error(`checkout: ${res.status} ${res.text}`);
    return /\/pay\/([^/?#]+)/.exec(res.body.url as string)![1];
  }

  async function walletOrder(agent: TestAgent): Promise<string> {
    const res = await post(agent, '/api/paypal/orders', {
      cart: { productId, telenumber: nextPhone() },
    });
    if (res.status !== 201) throw new Error(`orders: ${res.status} ${res.text}`);
    return res.body.id as string;
  }

  it('asks PayPal for one client token however many customers want one', async () => {
    const customers = await Promise.all([1, 2, 3].map(() => customerAgent(t)));
    const before = providers.paypal.requestsTo('/v1/identity/generate-token').length;
    const answers = await Promise.all(
      customers.flatMap(({ agent }) => [1, 2, 3].map(() => post(agent, '/api/paypal/token', {}))),
    );
    answers.push(await post(t.agent(), '/api/mvmpaypal/token', {}));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.client_token as string)).size).toBe(1);
    expect(providers.paypal.requestsTo('/v1/identity/generate-token').length - before).toBe(1);
  });

  it("answers a check of an unknown or another customer's card session 404 without asking Stripe", async () => {
    const owner = await customerAgent(t);
    const other = await customerAgent(t);
    const sessionId = await cardSession(owner.agent);
    const before = stripeCalls();
    for (const id of [sessionId, 'cs_test_unknown']) {
      const res = await post(other.agent, `/api/stripe/checkout-session/${id}/check`, {});
      expect([res.status, res.body]).toEqual([404, NOT_FOUND]);
    }
    expect(stripeCalls()).toBe(before);
    // The owner's check asks Stripe once, about that session.
    const own = await post(owner.agent, `/api/stripe/checkout-session/${sessionId}/check`, {});
    expect([own.status, own.body.status]).toEqual([200, 'PENDING_PAYMENT']);
    expect(providers.stripe.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/checkout/sessions/${sessionId}`,
    ]);
  });

  it("answers a capture or check of another customer's approved PayPal order 404 without a PayPal call", async () => {
    const owner = await customerAgent(t);
    const other = await customerAgent(t);
    const walletOrderId = await walletOrder(owner.agent);
    providers.paypal.approve(walletOrderId);
    const before = paypalCalls();
    for (const step of ['capture', 'check']) {
      const res = await post(other.agent, `/api/paypal/${walletOrderId}/${step}`, {});
      expect([step, res.status, res.body]).toEqual([step, 404, NOT_FOUND]);
    }
    expect(paypalCalls()).toBe(before);
    expect(await statusOf(walletOrderId)).toBe('PENDING_PAYMENT');
    // The owner's capture takes the payment.
    const own = await post(owner.agent, `/api/paypal/${walletOrderId}/capture`, {});
    expect([own.status, own.body.status]).toEqual([200, 'COMPLETED']);
  });

  it.each([
    ['the card check', '/api/stripe/checkout-session/cs_test_unknown/check', 60],
    ['the wallet check', '/api/paypal/UNKNOWNORDER1/check', 60],
    ['the wallet capture', '/api/paypal/UNKNOWNORDER1/capture', 20],
    ['the client token', '/api/paypal/token', 30],
  ])('answers 429 past the limit of %s', async (_name, path, limit) => {
    const agent = await withCsrf((await customerAgent(t)).agent);
    for (let i = 0; i < limit; i++) expect((await agent.post(path).send({})).status).not.toBe(429);
    const over = await agent.post(path).send({});
    expect([over.status, over.body]).toEqual([429, TOO_MANY]);
  });
});
