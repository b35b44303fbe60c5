import { CardCheckout, type CheckoutRequest } from '@shared/ports/card-checkout.port';
import { createTestApp, TestApp } from '../support/test-app';
import { WebhookReceiver } from './webhook-receiver';

/**
 * The sandbox payment page in the real API (CSRF guard, security headers, body parsing), with
 * PUBLIC_URL pointing at a local receiver standing for our webhook route.
 */
describe('Sandbox checkout page', () => {
  let receiver: WebhookReceiver;
  let testApp: TestApp;
  let checkout: CardCheckout;
  let counter = 0;

  beforeAll(async () => {
    receiver = await new WebhookReceiver().start();
    testApp = await createTestApp({}, { STRIPE_SECRET_KEY: '', PUBLIC_URL: receiver.url });
    checkout = testApp.app.get(CardCheckout);
  });
  afterAll(async () => {
    await testApp?.close();
    await receiver.stop();
  });

  const create = (
    description = 'Airtime top-up 2,000 TZS to +255754123456',
    risk: Pick<CheckoutRequest, 'threeDSecure' | 'metadata'> = {},
  ) =>
    checkout.createSession({
      ...risk,
      orderId: `page-order-${process.pid}-${++counter}`,
      purpose: 'topup',
      amountCents: 1250,
      description,
      successUrl: `${receiver.url}/payementSuccess?productId=7&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: 'http://localhost:5173/PayementFailed',
    });
  const tokenOf = (html: string) => /name="token" value="([^"]+)"/.exec(html)![1];
  const openPage = async (sessionId: string) => {
    const res = await testApp.agent().get(`/sandbox/checkout/${sessionId}`).expect(200);
    return res.text;
  };

  it('shows the description and the amount with Pay and Decline forms, and no script', async () => {
    const { sessionId, url } = await create('Top-up <b>& more</b>');
    expect(url).toBe(`${receiver.url}/sandbox/checkout/${sessionId}`);

    const res = await testApp.agent().get(`/sandbox/checkout/${sessionId}`).expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('Top-up &lt;b&gt;&amp; more&lt;/b&gt;');
    expect(res.text).toContain('$12.50');
    expect(res.text).toContain(`action="/sandbox/checkout/${sessionId}/pay"`);
    expect(res.text).toContain(`action="/sandbox/checkout/${sessionId}/decline"`);
    expect(res.text).not.toMatch(/<script|<link|src=/i);
    // The forms may lead on to the success and cancel pages' origins.
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toContain(`form-action 'self' ${receiver.url} http://localhost:5173`);
  });

  it('Pay marks the session paid, posts a signed webhook and goes on to the success url', async () => {
    const { sessionId } = await create();
    const before = receiver.received.length;
    const agent = testApp.agent();
    const token = tokenOf(await openPage(sessionId));

    // A plain HTML form post: no CSRF header, the page's own token.
    const res = await agent
      .post(`/sandbox/checkout/${sessionId}/pay`)
      .type('form')
      .send({ token })
      .expect(303);
    expect(res.headers.location).toBe(
      `${receiver.url}/payementSuccess?productId=7&session_id=${sessionId}`,
    );

    const [webhook] = (await receiver.waitFor(before + 1)).slice(before);
    expect(webhook.path).toBe('/api/stripe/webhook');
    await expect(
      checkout.sessionFromWebhook(webhook.rawBody, webhook.headers['stripe-signature'] as string),
    ).resolves.toEqual({ sessionId, purpose: 'topup' });
    await expect(checkout.retrieveSession(sessionId)).resolves.toMatchObject({
      state: 'paid',
      sessionId,
      amountCents: 1250,
    });

    // Back on the page (or a second press): it says paid and leads to the success url.
    expect(await openPage(sessionId)).toContain('This checkout is paid');
    await agent
      .post(`/sandbox/checkout/${sessionId}/pay`)
      .type('form')
      .send({ token })
      .expect(303)
      .expect('location', res.headers.location);
  });

  it('a session that asks for 3-D Secure says so, and its webhook carries the request and the metadata', async () => {
    const { sessionId } = await create('Airtime top-up 2,000 TZS to +255754123456', {
      threeDSecure: 'any',
      metadata: { account_age_days: '0', recipient_number: '+255754123456', paid_orders: '0' },
    });
    const page = await openPage(sessionId);
    expect(page).toContain(
      "3-D Secure requested: your card's bank asks you to confirm this payment.",
    );
    const before = receiver.received.length;
    await testApp
      .agent()
      .post(`/sandbox/checkout/${sessionId}/pay`)
      .type('form')
      .send({ token: tokenOf(page) })
      .expect(303);
    const [webhook] = (await receiver.waitFor(before + 1)).slice(before);
    const event = JSON.parse(webhook.rawBody.toString()) as { data: { object: unknown } };
    expect(event.data.object).toMatchObject({
      payment_method_options: { card: { request_three_d_secure: 'any' } },
      metadata: {
        purpose: 'topup',
        account_age_days: '0',
        recipient_number: '+255754123456',
        paid_orders: '0',
      },
    });

    // Stripe decides (automatic): nothing to say on the page.
    const automatic = await create(undefined, { threeDSecure: 'automatic' });
    expect(await openPage(automatic.sessionId)).not.toContain('3-D Secure');
  });

  it('Decline goes to the cancel url and expires the session', async () => {
    const { sessionId } = await create();
    const token = tokenOf(await openPage(sessionId));
    await testApp
      .agent()
      .post(`/sandbox/checkout/${sessionId}/decline`)
      .type('form')
      .send({ token })
      .expect(303)
      .expect('location', 'http://localhost:5173/PayementFailed');
    await expect(checkout.retrieveSession(sessionId)).resolves.toMatchObject({ state: 'expired' });
  });

  it('refuses a form without the page’s token (cross-site posts)', async () => {
    const { sessionId } = await create();
    const agent = testApp.agent();
    await agent
      .post(`/sandbox/checkout/${sessionId}/pay`)
      .type('form')
      .send({ token: 'forged' })
      .expect(403);
    await agent.post(`/sandbox/checkout/${sessionId}/pay`).type('form').send({}).expect(400);
    await expect(checkout.retrieveSession(sessionId)).resolves.toMatchObject({ state: 'unpaid' });
  });

  it('answers a 404 page for an unknown session', async () => {
    const res = await testApp.agent().get('/sandbox/checkout/cs_sandbox_nope').expect(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('Checkout not found');
    await testApp
      .agent()
      .post('/sandbox/checkout/cs_sandbox_nope/pay')
      .type('form')
      .send({ token: 'x' })
      .expect(404);
  });
});
