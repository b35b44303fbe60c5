import { StripeCardCheckout } from '@integrations/stripe/stripe-card-checkout';
import { StripeSavedCards } from '@integrations/stripe/stripe-saved-cards';
import { STAND_IN_KEY, StripeStandIn } from '@selamtopup/test-kit/stand-ins/stripe';

/**
 * The real adapter (stripe-node) against the Stripe stand-in: a Customer per account, a Checkout
 * Session that saves the card (payment_intent_data.setup_future_usage=off_session), the saved
 * payment method, and off-session PaymentIntents that succeed, need authentication or decline
 * (docs/decisions.md#saved-cards-port).
 */
describe('StripeSavedCards (stripe-node against the Stripe stand-in)', () => {
  let standIn: StripeStandIn;
  let cards: StripeSavedCards;
  let checkout: StripeCardCheckout;
  let n = 0;
  const settings = () => ({
    secretKey: STAND_IN_KEY,
    webhookSecret: 'whsec_stand_in',
    host: '127.0.0.1',
    port: standIn.port,
    protocol: 'http' as const,
  });

  beforeAll(async () => {
    standIn = await new StripeStandIn().start();
    cards = new StripeSavedCards(settings());
    checkout = new StripeCardCheckout(settings());
  });
  afterAll(() => standIn.stop());

  const last = () => standIn.requests[standIn.requests.length - 1];

  it('creates one Stripe customer per account (idempotency key of the account)', async () => {
    const first = await cards.customerFor({ accountId: 'acc-1', email: 'mum@example.com' });
    const again = await cards.customerFor({ accountId: 'acc-1', email: 'mum@example.com' });
    expect(first).toMatch(/^cus_test_/);
    expect(again).toBe(first);
    expect(last().headers['idempotency-key']).toBe('customer-acc-1');
    expect(last().form).toEqual({ email: 'mum@example.com', 'metadata[accountId]': 'acc-1' });
  });

  it('a checkout that saves the card sends the customer and setup_future_usage=off_session, no e-mail', async () => {
    const customer = await cards.customerFor({ accountId: 'acc-2', email: null });
    const session = await checkout.createSession({
      orderId: `o-${++n}`,
      purpose: 'topup',
      amountCents: 1000,
      description: 'Airtime',
      successUrl: 'http://x/s',
      cancelUrl: 'http://x/c',
      customerEmail: 'someone@example.com',
      saveCardFor: customer,
    });
    expect(last().form).toMatchObject({
      customer,
      'payment_intent_data[setup_future_usage]': 'off_session',
    });
    expect(last().form).not.toHaveProperty('customer_email');
    standIn.pay(session.sessionId, undefined, { country: 'US' });

    const saved = await cards.savedCardOf(session.sessionId);
    expect(saved).toEqual({
      customerRef: customer,
      paymentMethodRef: expect.stringMatching(/^pm_test_/),
      brand: 'visa',
      last4: '4242',
    });
  });

  it('a paid session that did not ask to save the card saved none', async () => {
    const session = await checkout.createSession({
      orderId: `o-${++n}`,
      purpose: 'topup',
      amountCents: 1000,
      description: 'Airtime',
      successUrl: 'http://x/s',
      cancelUrl: 'http://x/c',
    });
    standIn.pay(session.sessionId);
    expect(await cards.savedCardOf(session.sessionId)).toBeNull();
  });

  const charge = (paymentMethodRef: string, customerRef: string, key: string) =>
    cards.chargeOffSession({
      customerRef,
      paymentMethodRef,
      amountCents: 1234,
      orderId: `order-${key}`,
      idempotencyKey: key,
      description: 'Automatic top-up',
    });

  it('charges a saved card off-session once per idempotency key, with the card country', async () => {
    const customer = await cards.customerFor({ accountId: 'acc-3', email: null });
    const method = standIn.saveCard(customer, 'succeeds', 'GB');
    const first = await charge(method.id, customer, 'autotopup-s1-p1');
    const again = await charge(method.id, customer, 'autotopup-s1-p1');

    expect(first).toEqual({
      state: 'paid',
      paymentRef: expect.stringMatching(/^pi_test_/),
      amountCents: 1234,
      cardCountry: 'GB',
    });
    expect(again).toEqual(first);
    expect(standIn.offSessionIntents.filter((i) => i.customer === customer)).toHaveLength(1);
    expect(last().headers['idempotency-key']).toBe('autotopup-s1-p1');
    expect(last().form).toMatchObject({
      off_session: 'true',
      confirm: 'true',
      customer,
      payment_method: method.id,
      amount: '1234',
      currency: 'usd',
      'metadata[orderId]': 'order-autotopup-s1-p1',
    });
  });

  it('answers authentication_required as an outcome carrying the intent', async () => {
    const customer = await cards.customerFor({ accountId: 'acc-4', email: null });
    const method = standIn.saveCard(customer, 'authentication_required');
    const result = await charge(method.id, customer, 'autotopup-s2-p1');
    expect(result).toEqual({
      state: 'authentication-required',
      paymentRef: expect.stringMatching(/^pi_test_/),
      reason: expect.stringContaining('requires authentication'),
    });
  });

  it('answers a decline as an outcome with the decline code', async () => {
    const customer = await cards.customerFor({ accountId: 'acc-5', email: null });
    const method = standIn.saveCard(customer, 'declines');
    const result = await charge(method.id, customer, 'autotopup-s3-p1');
    expect(result).toMatchObject({
      state: 'declined',
      reason: expect.stringMatching(/^generic_decline/),
    });
  });

  it('a removed card can no longer be charged; removing it twice is fine', async () => {
    const customer = await cards.customerFor({ accountId: 'acc-6', email: null });
    const method = standIn.saveCard(customer);
    await cards.removeCard(method.id);
    await cards.removeCard(method.id);
    await expect(charge(method.id, customer, 'autotopup-s4-p1')).rejects.toThrow(
      /not attached to customer/,
    );
  });

  it('an outage is a fault, not an outcome', async () => {
    standIn.scripted.push({
      status: 500,
      body: { error: { type: 'api_error', message: 'Something went wrong on our end.' } },
      headers: { 'Stripe-Should-Retry': 'false' },
    });
    await expect(charge('pm_x', 'cus_x', 'autotopup-s5-p1')).rejects.toThrow(/Stripe could not/);
  });
});
