import { DataSource } from 'typeorm';
import { SandboxCardCheckout } from '@integrations/stripe/sandbox/sandbox-card-checkout';
import { SandboxSavedCards } from '@integrations/stripe/sandbox/sandbox-saved-cards';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * The sandbox's saved cards on PostgreSQL (docs/decisions.md#sandbox-saved-cards): a
 * customer per account, the card a paid session saved with the behaviour chosen on its page,
 * one off-session charge per idempotency key, detaching, and refunds of those charges.
 */
describe('SandboxSavedCards', () => {
  let t: TestApp;
  let cards: SandboxSavedCards;
  let checkout: SandboxCardCheckout;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.get(DataSource);
    cards = new SandboxSavedCards(db);
    checkout = new SandboxCardCheckout(db, {
      publicUrl: 'http://127.0.0.1:1',
      webhookSecret: 'whsec_x',
    });
  });
  afterAll(() => t?.close());

  /** A paid sandbox session that saved a card answering as `behaviour`. */
  async function savedCard(
    behaviour: 'succeeds' | 'authentication_required' | 'declines',
  ): Promise<{ customer: string; method: string }> {
    const account = `acc-${process.pid}-${++n}`;
    const customer = await cards.customerFor({ accountId: account, email: null });
    expect(await cards.customerFor({ accountId: account, email: null })).toBe(customer);
    const session = await checkout.createSession({
      orderId: `order-${account}`,
      purpose: 'topup',
      amountCents: 143,
      description: 'Airtime',
      successUrl: 'http://x/s',
      cancelUrl: 'http://x/c',
      saveCardFor: customer,
    });
    const found = await checkout.find(session.sessionId);
    const paid = await checkout.pay(session.sessionId, found!.formToken, 'US', behaviour);
    expect(paid.outcome).toBe('paid');
    const saved = await cards.savedCardOf(session.sessionId);
    expect(saved).toMatchObject({ customerRef: customer, brand: 'visa' });
    return { customer, method: saved!.paymentMethodRef };
  }

  const charge = (card: { customer: string; method: string }, key: string) =>
    cards.chargeOffSession({
      customerRef: card.customer,
      paymentMethodRef: card.method,
      amountCents: 143,
      orderId: `order-${key}`,
      idempotencyKey: key,
      description: 'Automatic top-up',
    });

  it('charges once per key with the card country, and refunds that charge once', async () => {
    const card = await savedCard('succeeds');
    const key = `autotopup-${process.pid}-${++n}-1`;
    const first = await charge(card, key);
    expect(first).toMatchObject({ state: 'paid', amountCents: 143, cardCountry: 'US' });
    expect(await Promise.all([charge(card, key), charge(card, key)])).toEqual([first, first]);
    if (first.state !== 'paid') throw new Error();
    const refund = await checkout.refund(first.paymentRef, 'o');
    expect(refund.state).toBe('refunded');
    expect(await checkout.refund(first.paymentRef, 'o')).toEqual(refund);
  });

  it('answers authentication required and declines as outcomes', async () => {
    expect(await charge(await savedCard('authentication_required'), `k-${++n}`)).toMatchObject({
      state: 'authentication-required',
    });
    expect(await charge(await savedCard('declines'), `k-${++n}`)).toMatchObject({
      state: 'declined',
    });
  });

  it('a detached card is a fault; a session that saved nothing answers null', async () => {
    const card = await savedCard('succeeds');
    await cards.removeCard(card.method);
    await expect(charge(card, `k-${++n}`)).rejects.toThrow(/not attached/);
    const plain = await checkout.createSession({
      orderId: `plain-${process.pid}-${++n}`,
      purpose: 'topup',
      amountCents: 143,
      description: 'Airtime',
      successUrl: 'http://x/s',
      cancelUrl: 'http://x/c',
    });
    const found = await checkout.find(plain.sessionId);
    await checkout.pay(plain.sessionId, found!.formToken);
    expect(await cards.savedCardOf(plain.sessionId)).toBeNull();
  });
});
