import { StripeCardCheckout } from '@integrations/stripe/stripe-card-checkout';
import type { CheckoutRequest } from '@shared/ports/card-checkout.port';
import {
  PI_OUTAGE,
  PI_UNKNOWN,
  STAND_IN_KEY,
  StripeStandIn,
} from '@selamtopup/test-kit/stand-ins/stripe';

const WEBHOOK_SECRET = 'whsec_stand_in';

let counter = 0;
const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  orderId: `order-${process.pid}-${++counter}`,
  purpose: 'topup',
  amountCents: 1234,
  description: 'Airtime top-up 2,000 TZS to +255754123456',
  successUrl: 'http://localhost:5173/payementSuccess?productId=7&session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://localhost:5173/PayementFailed',
  ...overrides,
});

describe('StripeCardCheckout (stripe-node against a local Stripe stand-in)', () => {
  let standIn: StripeStandIn;
  let checkout: StripeCardCheckout;
  const connect = (secretKey: string) =>
    new StripeCardCheckout({
      secretKey,
      webhookSecret: WEBHOOK_SECRET,
      host: '127.0.0.1',
      port: standIn.port,
      protocol: 'http',
    });

  beforeAll(async () => {
    standIn = await new StripeStandIn().start();
    checkout = connect(STAND_IN_KEY);
  });
  afterAll(() => standIn.stop());

  const lastRequest = () => standIn.requests[standIn.requests.length - 1];

  describe('createSession', () => {
    it('creates a payment session: one USD line, our order id, urls, an idempotency key', async () => {
      const req = request({ customerEmail: 'buyer@example.com' });
      const session = await checkout.createSession(req);

      expect(session.sessionId).toMatch(/^cs_test_/);
      expect(session.url).toBe(`https://checkout.stripe.com/c/pay/${session.sessionId}`);
      const sent = lastRequest();
      expect(sent.method).toBe('POST');
      expect(sent.path).toBe('/v1/checkout/sessions');
      expect(sent.headers.authorization).toBe(`Bearer ${STAND_IN_KEY}`);
      expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(sent.headers['idempotency-key']).toBe(`checkout-${req.orderId}`);
      expect(sent.form).toEqual({
        mode: 'payment',
        client_reference_id: req.orderId,
        'metadata[orderId]': req.orderId,
        'metadata[purpose]': 'topup',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': '1234',
        'line_items[0][price_data][product_data][name]': req.description,
        // Stripe fills in the placeholder: it must arrive literally.
        success_url: req.successUrl,
        cancel_url: req.cancelUrl,
        customer_email: 'buyer@example.com',
      });
    });

    it('sends no customer_email when there is none', async () => {
      await checkout.createSession(request({ purpose: 'mvm' }));
      expect(lastRequest().form).not.toHaveProperty('customer_email');
      expect(lastRequest().form['metadata[purpose]']).toBe('mvm');
    });

    it('asks for 3-D Secure and carries Radar metadata as Stripe takes them (form-encoded)', async () => {
      const req = request({
        customerEmail: 'buyer@example.com',
        threeDSecure: 'any',
        metadata: {
          account_age_days: '0',
          recipient_number: '+255754123456',
          recipient_country: 'Tanzania',
          paid_orders: '0',
          // Ours cannot be replaced by a caller's.
          orderId: 'someone-else',
        },
      });
      const { sessionId } = await checkout.createSession(req);
      expect(lastRequest().form).toMatchObject({
        'payment_method_options[card][request_three_d_secure]': 'any',
        customer_email: 'buyer@example.com',
        'metadata[orderId]': req.orderId,
        'metadata[purpose]': 'topup',
        'metadata[account_age_days]': '0',
        'metadata[recipient_number]': '+255754123456',
        'metadata[recipient_country]': 'Tanzania',
        'metadata[paid_orders]': '0',
      });
      // Stripe kept them on the session (what Radar's rules read).
      expect(standIn.sessions.get(sessionId)).toMatchObject({
        customer_email: 'buyer@example.com',
        payment_method_options: { card: { request_three_d_secure: 'any' } },
        metadata: {
          orderId: req.orderId,
          purpose: 'topup',
          account_age_days: '0',
          recipient_number: '+255754123456',
          recipient_country: 'Tanzania',
          paid_orders: '0',
        },
      });
    });

    it("leaves 3-D Secure to Stripe with 'automatic', and sends no option when not asked", async () => {
      await checkout.createSession(request({ threeDSecure: 'automatic' }));
      expect(lastRequest().form['payment_method_options[card][request_three_d_secure]']).toBe(
        'automatic',
      );
      await checkout.createSession(request());
      expect(Object.keys(lastRequest().form).join()).not.toMatch(/payment_method_options/);
    });

    it('the stand-in refuses what Stripe refuses: a bad 3-D Secure value, long metadata, a bad e-mail', async () => {
      for (const bad of [
        request({ threeDSecure: 'always' as CheckoutRequest['threeDSecure'] }),
        request({ metadata: { ['k'.repeat(41)]: 'v' } }),
        request({ metadata: { note: 'v'.repeat(501) } }),
        request({ customerEmail: 'not an address' }),
      ]) {
        await expect(checkout.createSession(bad)).rejects.toThrow(
          /Stripe could not create a checkout session: StripeInvalidRequestError 400 Invalid/,
        );
      }
    });

    it('asks for the expiry it is given (expires_at, seconds) and answers the session’s', async () => {
      const expiresAt = new Date(Math.floor(Date.now() / 1000 + 3600) * 1000);
      const session = await checkout.createSession(request({ expiresAt }));
      expect(lastRequest().form.expires_at).toBe(String(expiresAt.getTime() / 1000));
      expect(session.expiresAt).toEqual(expiresAt);
    });

    it('answers the same session for the same order (Stripe replays the idempotency key)', async () => {
      const req = request();
      const first = await checkout.createSession(req);
      const again = await checkout.createSession(req);
      expect(again).toEqual(first);
      expect(lastRequest().headers['idempotency-key']).toBe(`checkout-${req.orderId}`);
    });

    it('throws with a wrong key (a fault, not an outcome)', async () => {
      await expect(connect('sk_test_wrong').createSession(request())).rejects.toThrow(
        /Invalid API Key/,
      );
    });
  });

  describe('retrieveSession', () => {
    it('answers unpaid while the session is open', async () => {
      const req = request();
      const { sessionId } = await checkout.createSession(req);
      await expect(checkout.retrieveSession(sessionId)).resolves.toEqual({
        state: 'unpaid',
        sessionId,
        orderId: req.orderId,
      });
      expect(lastRequest()).toMatchObject({
        method: 'GET',
        path: `/v1/checkout/sessions/${sessionId}`,
      });
    });

    it('answers paid with the payment intent, amount and currency once Stripe says paid', async () => {
      const req = request({ purpose: 'mvm', amountCents: 250_00 });
      const { sessionId } = await checkout.createSession(req);
      standIn.pay(sessionId, 'pi_test_paid');
      await expect(checkout.retrieveSession(sessionId)).resolves.toEqual({
        state: 'paid',
        sessionId,
        orderId: req.orderId,
        purpose: 'mvm',
        paymentRef: 'pi_test_paid',
        amountCents: 250_00,
        currency: 'USD',
        cardCountry: null,
      });
    });

    it('answers the card’s country from the payment’s latest charge (expanded in the same call)', async () => {
      const req = request();
      const { sessionId } = await checkout.createSession(req);
      standIn.pay(sessionId, 'pi_test_card_gb', { country: 'GB' });
      await expect(checkout.retrieveSession(sessionId)).resolves.toMatchObject({
        state: 'paid',
        paymentRef: 'pi_test_card_gb',
        cardCountry: 'GB',
      });
      const sent = lastRequest();
      expect([sent.method, sent.path]).toEqual(['GET', `/v1/checkout/sessions/${sessionId}`]);
      expect([...sent.query.entries()]).toEqual([['expand[0]', 'payment_intent.latest_charge']]);
    });

    it('answers no card country when Stripe tells none, or something that is not a country', async () => {
      const req = request();
      const { sessionId } = await checkout.createSession(req);
      standIn.pay(sessionId, 'pi_test_card_none', { country: null });
      await expect(checkout.retrieveSession(sessionId)).resolves.toMatchObject({
        state: 'paid',
        cardCountry: null,
      });
      const other = await checkout.createSession(request());
      standIn.pay(other.sessionId, 'pi_test_card_odd', { country: 'Great Britain' });
      await expect(checkout.retrieveSession(other.sessionId)).resolves.toMatchObject({
        cardCountry: null,
      });
    });

    it('answers expired when Stripe closed the session unpaid', async () => {
      const req = request();
      const { sessionId } = await checkout.createSession(req);
      standIn.expire(sessionId);
      await expect(checkout.retrieveSession(sessionId)).resolves.toEqual({
        state: 'expired',
        sessionId,
        orderId: req.orderId,
      });
    });

    it('answers expired for a session Stripe does not know', async () => {
      await expect(checkout.retrieveSession('cs_test_nope')).resolves.toEqual({
        state: 'expired',
        sessionId: 'cs_test_nope',
        orderId: null,
      });
    });

    it('refuses a paid session that is not ours (no order metadata)', async () => {
      standIn.sessions.set('cs_test_foreign', {
        id: 'cs_test_foreign',
        object: 'checkout.session',
        metadata: {},
        client_reference_id: null,
        amount_total: 500,
        currency: 'usd',
        status: 'complete',
        payment_status: 'paid',
        payment_intent: 'pi_test_foreign',
      });
      await expect(checkout.retrieveSession('cs_test_foreign')).rejects.toThrow(
        /lacks our order details/,
      );
    });
  });

  describe('refund', () => {
    it('refunds the payment intent once per order', async () => {
      const first = await checkout.refund('pi_test_refund_me', 'order-refund-1');
      expect(first).toEqual({ state: 'refunded', refundRef: expect.stringMatching(/^re_test_/) });
      expect(lastRequest()).toMatchObject({
        method: 'POST',
        path: '/v1/refunds',
        form: { payment_intent: 'pi_test_refund_me' },
      });
      expect(lastRequest().headers['idempotency-key']).toBe('refund-order-refund-1');

      // A retry replays the same refund.
      await expect(checkout.refund('pi_test_refund_me', 'order-refund-1')).resolves.toEqual(first);
      expect(standIn.refunds.filter((r) => r.payment_intent === 'pi_test_refund_me')).toHaveLength(
        1,
      );
    });

    it('answers the earlier refund when Stripe says the payment is already refunded', async () => {
      const first = await checkout.refund('pi_test_twice', 'order-refund-2');
      // As after the 24 h idempotency window: a new key, and Stripe refuses a second refund.
      await expect(checkout.refund('pi_test_twice', 'order-refund-2-later')).resolves.toEqual(
        first,
      );
      expect(lastRequest()).toMatchObject({ method: 'GET', path: '/v1/refunds' });
      expect(lastRequest().query.get('payment_intent')).toBe('pi_test_twice');
    });

    it('answers failed when Stripe refuses the refund', async () => {
      await expect(checkout.refund(PI_UNKNOWN, 'order-refund-3')).resolves.toEqual({
        state: 'failed',
        reason: `No such payment_intent: '${PI_UNKNOWN}'`,
      });
    });

    it('throws when Stripe is down (5xx)', async () => {
      await expect(checkout.refund(PI_OUTAGE, 'order-refund-4')).rejects.toThrow(
        /went wrong on our end/,
      );
    });
  });
});
