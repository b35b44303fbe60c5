import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@database/data-source-options';
import { SandboxCardCheckout } from '@integrations/stripe/sandbox/sandbox-card-checkout';
import type { CheckoutRequest } from '@shared/ports/card-checkout.port';
import { WebhookReceiver } from './webhook-receiver';

const SECRET = 'whsec_sandbox_test';
const later = (ms: number) => new Promise((r) => setTimeout(r, ms));

let counter = 0;
const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  orderId: `order-${process.pid}-${Date.now()}-${++counter}`,
  purpose: 'topup',
  amountCents: 1234,
  description: 'Airtime top-up 2,000 TZS to +255754123456',
  successUrl: 'http://shop.test/payementSuccess?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://shop.test/PayementFailed',
  ...overrides,
});

describe('SandboxCardCheckout (sessions in PostgreSQL)', () => {
  // Two connection pools: as the API and the worker process would each have one.
  let apiDb: DataSource;
  let workerDb: DataSource;
  let receiver: WebhookReceiver;
  let api: SandboxCardCheckout;
  let worker: SandboxCardCheckout;
  const settings = () => ({ publicUrl: `${receiver.url}/`, webhookSecret: SECRET });

  beforeAll(async () => {
    receiver = await new WebhookReceiver().start();
    apiDb = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    workerDb = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    api = new SandboxCardCheckout(apiDb, settings());
    worker = new SandboxCardCheckout(workerDb, settings());
  });
  afterAll(async () => {
    await receiver.stop();
    await apiDb?.destroy();
    await workerDb?.destroy();
  });

  const formToken = async (sessionId: string) => (await api.find(sessionId))!.formToken;

  it('creates a session whose url is the local checkout page', async () => {
    const req = request();
    const session = await api.createSession(req);
    expect(session.sessionId).toMatch(/^cs_sandbox_[\w-]{20,}$/);
    expect(session.url).toBe(`${receiver.url}/sandbox/checkout/${session.sessionId}`);
    await expect(worker.retrieveSession(session.sessionId)).resolves.toEqual({
      state: 'unpaid',
      sessionId: session.sessionId,
      orderId: req.orderId,
    });
  });

  it('answers the open session again for the same order, also to simultaneous calls', async () => {
    const req = request();
    const sessions = await Promise.all([
      api.createSession(req),
      worker.createSession(req),
      api.createSession(req),
    ]);
    expect(new Set(sessions.map((s) => s.sessionId)).size).toBe(1);
    await expect(api.createSession(req)).resolves.toEqual(sessions[0]);
    await expect(api.createSession(request())).resolves.not.toEqual(sessions[0]);
  });

  it('answers the card country the tester chose on the page, as Stripe tells a card’s country', async () => {
    const { sessionId } = await api.createSession(request());
    const before = receiver.received.length;
    await api.pay(sessionId, await formToken(sessionId), 'GB');
    await expect(worker.retrieveSession(sessionId)).resolves.toMatchObject({
      state: 'paid',
      cardCountry: 'GB',
    });
    // Its webhook arrives before the next test counts the ones it expects.
    await receiver.waitFor(before + 1);
  });

  it('pays once: paid with a payment ref, a signed webhook, and a new session afterwards', async () => {
    const req = request({ purpose: 'mvm', amountCents: 50_000 });
    const { sessionId } = await api.createSession(req);
    const before = receiver.received.length;

    const paid = await api.pay(sessionId, await formToken(sessionId));
    expect(paid).toMatchObject({ outcome: 'paid', session: { id: sessionId, state: 'paid' } });
    const payment = await worker.retrieveSession(sessionId);
    expect(payment).toEqual({
      state: 'paid',
      sessionId,
      orderId: req.orderId,
      purpose: 'mvm',
      paymentRef: expect.stringMatching(/^pi_sandbox_/),
      amountCents: 50_000,
      currency: 'USD',
      cardCountry: null,
    });

    // The webhook reaches our route, and our own verification accepts it.
    const [webhook] = (await receiver.waitFor(before + 1)).slice(before);
    expect(webhook).toMatchObject({ method: 'POST', path: '/api/stripe/webhook' });
    expect(webhook.headers['content-type']).toMatch(/^application\/json/);
    await expect(
      worker.sessionFromWebhook(webhook.rawBody, webhook.headers['stripe-signature'] as string),
    ).resolves.toEqual({ sessionId, purpose: 'mvm' });
    const event = JSON.parse(webhook.rawBody.toString());
    expect(event).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          client_reference_id: req.orderId,
          metadata: { orderId: req.orderId, purpose: 'mvm' },
          amount_total: 50_000,
          currency: 'usd',
          payment_status: 'paid',
          status: 'complete',
          payment_intent: payment.state === 'paid' && payment.paymentRef,
        },
      },
    });

    // A second press changes nothing and sends nothing.
    await expect(api.pay(sessionId, await formToken(sessionId))).resolves.toMatchObject({
      outcome: 'paid',
    });
    await expect(worker.retrieveSession(sessionId)).resolves.toEqual(payment);
    await later(200);
    expect(receiver.received).toHaveLength(before + 1);

    // The order's next checkout gets a new session (idempotent only while open).
    await expect(api.createSession(req)).resolves.not.toMatchObject({ sessionId });
  });

  it('pays only once when Pay is pressed twice at the same moment', async () => {
    const { sessionId } = await api.createSession(request());
    const token = await formToken(sessionId);
    const before = receiver.received.length;
    const [a, b] = await Promise.all([api.pay(sessionId, token), worker.pay(sessionId, token)]);
    expect([a.outcome, b.outcome]).toEqual(['paid', 'paid']);
    expect('session' in a && 'session' in b && a.session.paymentRef).toBe(
      'session' in b && b.session.paymentRef,
    );
    await receiver.waitFor(before + 1);
    await later(200);
    expect(receiver.received).toHaveLength(before + 1);
  });

  it('retries a refused webhook with backoff until it is taken, then stops (as Stripe does)', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const retrying = new SandboxCardCheckout(apiDb, { ...settings(), webhookRetryPollMs: 100 });
    retrying.onModuleInit();
    receiver.failNext = 2;
    try {
      const { sessionId } = await retrying.createSession(request());
      const before = receiver.received.length;
      await retrying.pay(sessionId, await formToken(sessionId));
      // Refused at once, after about 1 s, then taken after about 2 s more.
      const deliveries = (await receiver.waitFor(before + 3, 10_000)).slice(before);
      expect(deliveries.map((d) => JSON.parse(d.rawBody.toString()).data.object.id)).toEqual([
        sessionId,
        sessionId,
        sessionId,
      ]);
      const ids = deliveries.map((d) => JSON.parse(d.rawBody.toString()).id as string);
      expect(new Set(ids).size).toBe(1);
      for (const d of deliveries)
        await expect(
          api.sessionFromWebhook(d.rawBody, d.headers['stripe-signature'] as string),
        ).resolves.toEqual({ sessionId, purpose: 'topup' });
      await later(1500);
      expect(receiver.received).toHaveLength(before + 3);
    } finally {
      receiver.failNext = 0;
      await retrying.onModuleDestroy();
      warn.mockRestore();
    }
  });

  it('a process that died after Pay leaves the webhook to the next one, which delivers it', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    receiver.status = 503; // the first post fails and the process "dies" before any retry
    let restarted: SandboxCardCheckout | undefined;
    try {
      const { sessionId } = await api.createSession(request());
      const before = receiver.received.length;
      await api.pay(sessionId, await formToken(sessionId));
      await receiver.waitFor(before + 1);
      receiver.status = 200;
      restarted = new SandboxCardCheckout(workerDb, { ...settings(), webhookRetryPollMs: 100 });
      restarted.onModuleInit();
      const [webhook] = (await receiver.waitFor(before + 2, 10_000)).slice(before + 1);
      await expect(
        worker.sessionFromWebhook(webhook.rawBody, webhook.headers['stripe-signature'] as string),
      ).resolves.toEqual({ sessionId, purpose: 'topup' });
    } finally {
      receiver.status = 200;
      await restarted?.onModuleDestroy();
      warn.mockRestore();
    }
  });

  it('still pays when the webhook fails, and logs it (the success page check covers it)', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    receiver.status = 500;
    try {
      const { sessionId } = await api.createSession(request());
      const before = receiver.received.length;
      await expect(api.pay(sessionId, await formToken(sessionId))).resolves.toMatchObject({
        outcome: 'paid',
      });
      await expect(api.retrieveSession(sessionId)).resolves.toMatchObject({ state: 'paid' });
      await receiver.waitFor(before + 1);
      await later(100);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${sessionId} answered 500`));
    } finally {
      receiver.status = 200;
      warn.mockRestore();
    }
  });

  it('refuses a wrong form token and an unknown session', async () => {
    const { sessionId } = await api.createSession(request());
    await expect(api.pay(sessionId, 'forged')).resolves.toEqual({ outcome: 'forbidden' });
    await expect(api.decline(sessionId, '')).resolves.toEqual({ outcome: 'forbidden' });
    await expect(api.pay('cs_sandbox_unknown', 'x')).resolves.toEqual({ outcome: 'not-found' });
    await expect(api.retrieveSession(sessionId)).resolves.toMatchObject({ state: 'unpaid' });
  });

  it('declining expires the session (its order is then cancelled); it cannot be paid after', async () => {
    const { sessionId } = await api.createSession(request());
    const token = await formToken(sessionId);
    const before = receiver.received.length;
    await expect(api.decline(sessionId, token)).resolves.toMatchObject({ outcome: 'expired' });
    // Stripe's checkout.session.expired, signed: our webhook route takes it like a real one.
    const [webhook] = (await receiver.waitFor(before + 1)).slice(before);
    await expect(
      worker.sessionFromWebhook(webhook.rawBody, webhook.headers['stripe-signature'] as string),
    ).resolves.toEqual({ sessionId, purpose: 'topup' });
    expect(JSON.parse(webhook.rawBody.toString())).toMatchObject({
      type: 'checkout.session.expired',
      data: { object: { id: sessionId, status: 'expired', payment_status: 'unpaid' } },
    });
    await expect(api.retrieveSession(sessionId)).resolves.toMatchObject({ state: 'expired' });
    await expect(api.pay(sessionId, token)).resolves.toMatchObject({ outcome: 'expired' });
  });

  it('takes the expiry the order asks for', async () => {
    const expiresAt = new Date(Date.now() + 45 * 60_000);
    const session = await api.createSession(request({ expiresAt }));
    expect(session.expiresAt).toEqual(expiresAt);
    expect((await api.find(session.sessionId))?.expiresAt).toBe(expiresAt.getTime());
  });

  it('expires an unpaid session after its lifetime; then it cannot be paid', async () => {
    const shortLived = new SandboxCardCheckout(apiDb, { ...settings(), lifetimeMs: 100 });
    const req = request();
    const { sessionId } = await shortLived.createSession(req);
    await later(150);
    await expect(shortLived.retrieveSession(sessionId)).resolves.toEqual({
      state: 'expired',
      sessionId,
      orderId: req.orderId,
    });
    await expect(shortLived.pay(sessionId, await formToken(sessionId))).resolves.toMatchObject({
      outcome: 'expired',
    });
    await expect(shortLived.createSession(req)).resolves.not.toMatchObject({ sessionId });
  });

  it('answers expired for an unknown session', async () => {
    await expect(api.retrieveSession('cs_sandbox_gone')).resolves.toEqual({
      state: 'expired',
      sessionId: 'cs_sandbox_gone',
      orderId: null,
    });
  });

  it('refunds a payment once and records it on the session', async () => {
    const req = request();
    const { sessionId } = await api.createSession(req);
    await api.pay(sessionId, await formToken(sessionId));
    const payment = await api.retrieveSession(sessionId);
    if (payment.state !== 'paid') throw new Error('not paid');

    const refund = await worker.refund(payment.paymentRef, req.orderId);
    expect(refund).toEqual({ state: 'refunded', refundRef: expect.stringMatching(/^re_sandbox_/) });
    await expect(api.refund(payment.paymentRef, req.orderId)).resolves.toEqual(refund);
    expect((await api.find(sessionId))!.refundRef).toBe(
      refund.state === 'refunded' && refund.refundRef,
    );
  });

  it('refuses to refund a payment it does not know', async () => {
    await expect(api.refund('pi_sandbox_unknown', 'order-x')).resolves.toEqual({
      state: 'failed',
      reason: "No such payment_intent: 'pi_sandbox_unknown'",
    });
  });
});
