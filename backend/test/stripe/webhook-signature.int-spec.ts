import { DataSource } from 'typeorm';
import Stripe from 'stripe';
import { SandboxCardCheckout } from '@integrations/stripe/sandbox/sandbox-card-checkout';
import { StripeCardCheckout } from '@integrations/stripe/stripe-card-checkout';
import { CardCheckout, InvalidWebhookSignature } from '@shared/ports/card-checkout.port';

const SECRET = 'whsec_test_signature';

const event = (type: string, session: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: 'evt_test_1',
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: 'cs_test_webhook',
        object: 'checkout.session',
        metadata: { orderId: 'order-1', purpose: 'topup' },
        ...session,
      },
    },
  });
const sign = (payload: string, secret = SECRET, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

// Both adapters verify webhooks with stripe-node's constructEvent (no network): the webhook
// route works the same in real and sandbox mode.
// Verifying needs no database: a DataSource that is never connected.
const db = new DataSource({ type: 'postgres' });
const adapters: [string, CardCheckout][] = [
  [
    'StripeCardCheckout',
    new StripeCardCheckout({ secretKey: 'sk_test_unused', webhookSecret: SECRET }),
  ],
  [
    'SandboxCardCheckout',
    new SandboxCardCheckout(db, { publicUrl: 'http://127.0.0.1:1', webhookSecret: SECRET }),
  ],
];

describe.each(adapters)('%s.sessionFromWebhook', (_name, checkout) => {
  it.each(['checkout.session.completed', 'checkout.session.async_payment_succeeded'])(
    'answers the session of a signed %s event',
    async (type) => {
      const payload = event(type);
      await expect(
        checkout.sessionFromWebhook(Buffer.from(payload), sign(payload)),
      ).resolves.toEqual({ sessionId: 'cs_test_webhook', purpose: 'topup' });
    },
  );

  it('answers the session of an expired checkout (its order is cancelled)', async () => {
    const payload = event('checkout.session.expired');
    await expect(checkout.sessionFromWebhook(Buffer.from(payload), sign(payload))).resolves.toEqual(
      { sessionId: 'cs_test_webhook', purpose: 'topup' },
    );
  });

  it('answers null for event types we ignore', async () => {
    for (const type of ['checkout.session.async_payment_failed', 'payment_intent.succeeded']) {
      const payload = event(type);
      await expect(checkout.sessionFromWebhook(Buffer.from(payload), sign(payload))).resolves.toBe(
        null,
      );
    }
  });

  it('answers null for a session we did not create (no order id)', async () => {
    const payload = event('checkout.session.completed', { metadata: {} });
    await expect(checkout.sessionFromWebhook(Buffer.from(payload), sign(payload))).resolves.toBe(
      null,
    );
  });

  it('answers the purpose of an Mvm session, and null for a purpose that is not ours', async () => {
    const mvm = event('checkout.session.completed', {
      metadata: { orderId: 'payment-1', purpose: 'mvm' },
    });
    await expect(checkout.sessionFromWebhook(Buffer.from(mvm), sign(mvm))).resolves.toEqual({
      sessionId: 'cs_test_webhook',
      purpose: 'mvm',
    });
    for (const metadata of [{ orderId: 'order-1' }, { orderId: 'order-1', purpose: 'other' }]) {
      const payload = event('checkout.session.completed', { metadata });
      await expect(
        checkout.sessionFromWebhook(Buffer.from(payload), sign(payload)),
      ).resolves.toBeNull();
    }
  });

  it('refuses a tampered body, a wrong secret, an old or a missing signature', async () => {
    const payload = event('checkout.session.completed');
    const tampered = payload.replace('order-1', 'order-2');
    const cases: [string, string | undefined][] = [
      [tampered, sign(payload)],
      [payload, sign(payload, 'whsec_someone_else')],
      [payload, sign(payload, SECRET, Math.floor(Date.now() / 1000) - 600)],
      [payload, undefined],
      [payload, ''],
      [payload, 'garbage'],
    ];
    for (const [body, signature] of cases) {
      await expect(checkout.sessionFromWebhook(Buffer.from(body), signature)).rejects.toThrow(
        InvalidWebhookSignature,
      );
    }
  });

  it('refuses a signed body that is not JSON', async () => {
    await expect(
      checkout.sessionFromWebhook(Buffer.from('not json'), sign('not json')),
    ).rejects.toBeInstanceOf(InvalidWebhookSignature);
  });
});
