import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { adminAgent } from '../support/admins';
import { pressSandbox, sessionIdOf } from '../support/card-orders';
import { ensureCatalogue } from '../support/catalogue';
import { customerAgent } from '../support/customers';
import { post } from '../support/http';
import { waitFor } from '../support/smtp-stand-in';
import { createTestApp, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';

jest.setTimeout(90_000);

interface OfferView {
  productId: string;
  kind: string;
  productName: string;
  amount: number;
  range?: { min: number; max: number; step: number; destinationUnit: string };
}

/**
 * A ranged product through the API: its range in the offers list, the public quote (price and
 * what arrives before paying), checkout refusing amounts outside the range (400) and charging the
 * quoted total, and fulfilment sending the typed amount.
 */
describe('ranged products', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let db: DataSource;
  let ranged: OfferView;
  let fixed: OfferView;

  beforeAll(async () => {
    t = await createTestApp();
    worker = await startWorker();
    db = t.app.get(DataSource);
    await ensureCatalogue(t);
    const offers = (
      await t.agent().get('/api/product/offers').query({ operator: 'Safaricom Kenya' })
    ).body as OfferView[];
    ranged = offers.find((o) => o.kind === 'ranged')!;
    fixed = offers.find((o) => o.kind === 'fixed')!;
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it('lists the ranged offer with its range, priced "from" its minimum', () => {
    expect(ranged).toMatchObject({
      productName: 'KES Airtime, any amount',
      range: { min: 1, max: 50, step: 0.01, destinationUnit: 'KES', destinationPerUsd: 129 },
    });
    expect(ranged.amount).toBeGreaterThan(0);
  });

  it('quotes a typed amount to anyone (public like the offers): price and what arrives', async () => {
    const { agent: customer } = await customerAgent(t);
    const { agent: admin } = await adminAgent(t, 'admin');
    const { agent: master } = await adminAgent(t, 'master');
    for (const agent of [t.agent(), customer, admin, master]) {
      const res = await agent
        .get('/api/product/quote')
        .query({ productId: ranged.productId, amount: '12.50' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        productId: ranged.productId,
        sent: 12.5,
        receives: { amount: 1612.5, unit: 'KES' },
        amount: expect.any(Number),
        serviceCharge: expect.any(Number),
        total: expect.any(Number),
      });
      expect(res.body.total).toBeCloseTo(res.body.amount + res.body.serviceCharge, 2);
    }
  });

  it.each([
    ['0.99', 'The amount is outside the range this product allows'],
    ['50.01', 'The amount is outside the range this product allows'],
    ['12.345', 'Type the amount in US dollars and cents (at most 2 decimals)'],
    ['1e1', 'Type the amount in US dollars and cents (at most 2 decimals)'],
    ['', 'Type the amount in US dollars and cents (at most 2 decimals)'],
  ])('answers 400 to the amount %p with a clear message', async (amount, message) => {
    const res = await t
      .agent()
      .get('/api/product/quote')
      .query({ productId: ranged.productId, amount });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 400 to an amount typed for a fixed product, 404 to an unknown product', async () => {
    const notTyped = await t
      .agent()
      .get('/api/product/quote')
      .query({ productId: fixed.productId, amount: '5' });
    expect(notTyped.status).toBe(400);
    expect(notTyped.body.message).toBe('This product has a set amount: no amount can be typed');
    const unknown = await t
      .agent()
      .get('/api/product/quote')
      .query({ productId: '999999999', amount: '5' });
    expect(unknown.status).toBe(404);
  });

  it('checkout refuses an amount outside the range (400) and charges the quoted total for one inside', async () => {
    const { agent } = await customerAgent(t);
    const outside = await post(agent, '/api/stripe/create-checkout-session', {
      productId: ranged.productId,
      telenumber: '+254712345678',
      amount: 75,
    });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe('The amount is outside the range this product allows');
    const missing = await post(agent, '/api/stripe/create-checkout-session', {
      productId: ranged.productId,
      telenumber: '+254712345678',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Type the amount to send for this product');
    const badStep = await post(agent, '/api/stripe/create-checkout-session', {
      productId: ranged.productId,
      telenumber: '+254712345678',
      amount: 12.345,
    });
    expect(badStep.status).toBe(400);
    // A number JSON writes with an exponent once made class-validator throw (a 500).
    const tiny = await post(agent, '/api/stripe/create-checkout-session', {
      productId: '',
      telenumber: '+254712345678',
      amount: -4e-323,
    });
    expect(tiny.status).toBe(400);

    const quote = (
      await t
        .agent()
        .get('/api/product/quote')
        .query({ productId: ranged.productId, amount: '12.5' })
    ).body as { total: number; amount: number };
    const res = await post(agent, '/api/stripe/create-checkout-session', {
      productId: ranged.productId,
      telenumber: '+254712345678',
      amount: 12.5,
    });
    expect(res.status).toBe(201);
    const sessionId = sessionIdOf(res.body.url);
    const [order] = await db.query(
      `SELECT id, amount_cents + service_charge_cents AS total, sent_cents, product_name
       FROM top_up_orders WHERE checkout_session_id = $1`,
      [sessionId],
    );
    expect(order).toMatchObject({
      total: Math.round(quote.total * 100),
      sent_cents: 1250,
      product_name: 'KES Airtime, any amount: 1,612.5 KES',
    });

    await pressSandbox(t, sessionId, 'pay');
    const done = await waitFor(async () => {
      const check = await post(agent, `/api/stripe/checkout-session/${sessionId}/check`);
      return check.body.status === 'COMPLETED' ? check.body : undefined;
    }, 60_000);
    expect(done.amount).toBe(quote.total);
    // DT One's price for the typed amount replaced the estimate: 12.50 USD -> 12.75 USD.
    const [charged] = await db.query('SELECT wholesale_cents FROM top_up_orders WHERE id = $1', [
      order.id,
    ]);
    expect(charged.wholesale_cents).toBe(1275);
  });
});
