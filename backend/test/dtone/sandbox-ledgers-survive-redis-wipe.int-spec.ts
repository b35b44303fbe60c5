import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { sandboxProducts } from '@integrations/dtone/sandbox/sandbox-products';
import { SANDBOX_COMPLETION_MS } from '@integrations/dtone/sandbox/sandbox-top-up-sender';
import { SandboxCardCheckout } from '@integrations/stripe/sandbox/sandbox-card-checkout';
import { TopUpSender } from '@modules/orders/ports/top-up-sender.port';
import { CardCheckout } from '@shared/ports/card-checkout.port';
import { createTestApp, TestApp } from '../support/test-app';

// A Redis database of this file's own, so FLUSHDB wipes nothing another suite (or helper) uses.
const base = new URL(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
base.pathname = '/11';
const REDIS_URL = base.toString();
const product = sandboxProducts.find((p) => p.countryIso3 === 'TZA')!;
const productId = product.id;
/** What the sandbox DT One charges for it, answered with every transaction. */
const wholesaleCents = product.wholesaleUsdCents;

/**
 * docs/decisions.md#sandbox-ledgers-in-postgresql: the sandbox providers' ledgers survive a Redis
 * wipe. A fault run flushed
 * Redis while orders were in flight and the sandbox DT One sent 18 of 200 orders twice.
 */
describe('sandbox ledgers after a Redis wipe', () => {
  // The API process's providers (the worker's would do the same) on that Redis database.
  let t: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    t = await createTestApp({}, { REDIS_URL });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await t?.close();
    await redis?.quit();
  });

  it('the sandbox DT One answers the existing transaction for an order id sent again', async () => {
    const sender = t.app.get(TopUpSender);
    const externalId = randomUUID();
    const request = { externalId, productId, mobileNumber: '+255754123456' };
    const first = await sender.send(request);
    // The first transaction completes about a second after it was made; a new one would be pending.
    await new Promise((r) => setTimeout(r, SANDBOX_COMPLETION_MS + 200));

    await redis.flushdb();

    const second = await sender.send(request);
    expect(second).toEqual({
      state: 'completed',
      providerTransactionId: first.providerTransactionId,
      wholesaleCents,
      operatorReference: `SBX${first.providerTransactionId!.padStart(9, '0')}`,
    });
    const rows: unknown[] = await t.app
      .get(DataSource)
      .query('SELECT 1 FROM dtone_sandbox_transactions WHERE external_id = $1', [externalId]);
    expect(rows).toHaveLength(1);
  });

  it('the sandbox Stripe still knows a paid session and refunds it once', async () => {
    const checkout = t.app.get(CardCheckout) as SandboxCardCheckout;
    const orderId = randomUUID();
    const { sessionId } = await checkout.createSession({
      orderId,
      purpose: 'topup',
      amountCents: 1234,
      description: 'Airtime',
      successUrl: 'http://shop.test/ok?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://shop.test/cancel',
    });
    const token = (await checkout.find(sessionId))!.formToken;
    await checkout.pay(sessionId, token);
    const paid = await checkout.retrieveSession(sessionId);
    expect(paid.state).toBe('paid');

    await redis.flushdb();

    await expect(checkout.retrieveSession(sessionId)).resolves.toEqual(paid);
    const again = await checkout.createSession({
      orderId,
      purpose: 'topup',
      amountCents: 1234,
      description: 'Airtime',
      successUrl: 'http://shop.test/ok',
      cancelUrl: 'http://shop.test/cancel',
    });
    expect(again.sessionId).not.toBe(sessionId); // the paid one is not open any more
    const ref = paid.state === 'paid' ? paid.paymentRef : '';
    const refund = await checkout.refund(ref, orderId);
    expect(refund.state).toBe('refunded');
    await expect(checkout.refund(ref, orderId)).resolves.toEqual(refund);
  });
});
