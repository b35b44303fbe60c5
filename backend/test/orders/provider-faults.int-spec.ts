import { Logger } from '@nestjs/common';
import { airtimeOffer } from '../support/card-orders';
import { ensureCatalogue } from '../support/catalogue';
import { customerAgent } from '../support/customers';
import { post } from '../support/http';
import { ProviderStandIns, startProviderStandIns } from '../support/provider-stand-ins';
import { createTestApp, TestApp } from '../support/test-app';
import { apiError } from '@selamtopup/test-kit/stand-ins/stripe';

const UNAVAILABLE = 'The payment provider is not reachable at the moment, please try again later.';
const BUSY = 'The payment provider is busy at the moment, please try again in a few minutes.';

/**
 * A provider's error never reaches the browser word for word: through the real Stripe and PayPal
 * SDKs against their local stand-ins, a fault is answered 502 (503 with Retry-After when the
 * provider rate limits us) in our words, and the provider's words go to the log. A provider's
 * 401 in particular must not answer 401, which the site reads as "logged out".
 */
describe('provider faults', () => {
  let providers: ProviderStandIns;
  let t: TestApp;
  let productId: string;
  let warnings: jest.SpyInstance;
  let phone = 2000;
  const nextPhone = () => `+2557542${String(++phone).padStart(5, '0')}`;

  beforeAll(async () => {
    providers = await startProviderStandIns();
    t = await createTestApp({}, providers.env);
    await ensureCatalogue(t);
    productId = (await airtimeOffer(t)).productId;
  });
  afterAll(async () => {
    await t?.close();
    await providers?.stop();
  });
  beforeEach(() => {
    warnings = jest.spyOn(Logger.prototype, 'warn');
  });
  afterEach(() => {
    warnings.mockRestore();
    providers.stripe.scripted = [];
    providers.paypal.scripted = [];
  });

  const logged = () => warnings.mock.calls.map((c) => String(c[0])).join('\n');

  it("answers Stripe's 401 (a bad key) 502 in our words and logs Stripe's", async () => {
    const { agent } = await customerAgent(t);
    providers.stripe.scripted = [
      {
        status: 401,
        body: apiError('invalid_request_error', 'Invalid API Key provided: sk_live_****0000'),
      },
    ];
    const res = await post(agent, '/api/stripe/create-checkout-session', {
      productId,
      telenumber: nextPhone(),
    });
    expect([res.status, res.body]).toEqual([502, { statusCode: 502, message: UNAVAILABLE }]);
    expect(res.text).not.toContain('sk_live');
    expect(res.text).not.toContain('Invalid API Key');
    expect(logged()).toContain('Invalid API Key provided: sk_live_****0000');
    // Still logged in: the site's own 401 was not triggered.
    expect((await agent.get('/api/user/profile')).status).toBe(200);
  });

  it("answers Stripe's 429 with 503 and Retry-After", async () => {
    const { agent } = await customerAgent(t);
    providers.stripe.scripted = [
      {
        status: 429,
        body: apiError('invalid_request_error', 'Too many requests', 'rate_limit'),
        headers: { 'Stripe-Should-Retry': 'false', 'Retry-After': '7' },
      },
    ];
    const res = await post(agent, '/api/stripe/create-checkout-session', {
      productId,
      telenumber: nextPhone(),
    });
    expect([res.status, res.body]).toEqual([503, { statusCode: 503, message: BUSY }]);
    expect(res.headers['retry-after']).toBe('7');
  });

  it("answers PayPal's 401 to the client token 502 in our words and logs PayPal's", async () => {
    const { agent } = await customerAgent(t);
    providers.paypal.scripted = [
      {
        status: 401,
        body: { error: 'invalid_token', error_description: 'Token signature verification failed' },
      },
    ];
    const res = await post(agent, '/api/paypal/token', {});
    expect([res.status, res.body]).toEqual([502, { statusCode: 502, message: UNAVAILABLE }]);
    expect(logged()).toContain('PayPal generate-token answered 401');
  });

  it("answers PayPal's 429 with 503 and Retry-After", async () => {
    const { agent } = await customerAgent(t);
    providers.paypal.scripted = [
      { status: 429, body: { name: 'RATE_LIMIT_REACHED' }, headers: { 'Retry-After': '12' } },
    ];
    const res = await post(agent, '/api/paypal/token', {});
    expect([res.status, res.body]).toEqual([503, { statusCode: 503, message: BUSY }]);
    expect(res.headers['retry-after']).toBe('12');
  });

  it('answers the Mvm wallet token the same way (no login there)', async () => {
    providers.paypal.scripted = [{ status: 500, body: { name: 'INTERNAL_SERVER_ERROR' } }];
    const res = await post(t.agent(), '/api/mvmpaypal/token', {});
    expect([res.status, res.body]).toEqual([502, { statusCode: 502, message: UNAVAILABLE }]);
  });
});
