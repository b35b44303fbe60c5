import { PaypalWalletCheckout, requestId } from '@integrations/paypal/paypal-wallet-checkout';
import { WalletUnavailable } from '@shared/ports/wallet-checkout.port';
import {
  PaypalStandIn,
  STAND_IN_CLIENT_ID,
  STAND_IN_CLIENT_SECRET,
} from '@selamtopup/test-kit/stand-ins/paypal';

/**
 * The real adapter through the real @paypal/paypal-server-sdk, its HTTPS connections opened to a
 * local stand-in speaking PayPal's OAuth, Orders v2 and Payments v2 wire format (PAYPAL_API_URL).
 */
describe('PaypalWalletCheckout (PayPal Orders v2 through the SDK)', () => {
  const standIn = new PaypalStandIn();
  let paypal: PaypalWalletCheckout;
  const adapter = (
    overrides: Partial<ConstructorParameters<typeof PaypalWalletCheckout>[0]> = {},
  ) =>
    new PaypalWalletCheckout({
      clientId: STAND_IN_CLIENT_ID,
      clientSecret: STAND_IN_CLIENT_SECRET,
      environment: 'sandbox',
      apiUrl: standIn.url,
      timeoutMs: 5000,
      ...overrides,
    });
  let n = 0;
  const orderId = () =>
    `0b7f3e1c-0000-4000-8000-${String(Date.now() % 1e9).padStart(9, '0')}${String(++n).padStart(3, '0')}`;
  const request = (id = orderId()) => ({
    orderId: id,
    purpose: 'topup' as const,
    amountCents: 1250,
    description: 'Airtime top-up 2,000 TZS to +255754123456',
  });
  const create = async (id = orderId()) => {
    const created = await paypal.createOrder(request(id));
    if (created.state !== 'created') throw new Error(JSON.stringify(created));
    return { id, walletOrderId: created.walletOrderId };
  };

  beforeAll(async () => {
    await standIn.start();
    paypal = adapter();
  });
  afterAll(() => standIn.stop());
  beforeEach(() => {
    standIn.requests.length = 0;
    standIn.scripted = [];
  });

  it('creates an order with intent CAPTURE, the server price, custom_id and a request id', async () => {
    const { id, walletOrderId } = await create();
    expect(walletOrderId).toMatch(/^[0-9A-F]{17}$/);
    const [sent] = standIn.requestsTo('/v2/checkout/orders');
    expect(sent.method).toBe('POST');
    expect(sent.headers['paypal-request-id']).toBe(`selam-${id}-create`);
    expect(sent.headers.authorization).toMatch(/^Bearer A21AA/);
    expect(sent.headers['content-type']).toMatch(/^application\/json/);
    // Sent to PayPal's host name, opened to the stand-in.
    expect(sent.headers.host).toBe('api-m.sandbox.paypal.com');
    expect(sent.body).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'default',
          custom_id: id,
          description: 'Airtime top-up 2,000 TZS to +255754123456',
          amount: { currency_code: 'USD', value: '12.50' },
        },
      ],
    });
  });

  it('gets an OAuth token with the client credentials once and re-uses it', async () => {
    const fresh = adapter();
    const before = standIn.tokensIssued;
    await fresh.createOrder(request());
    await fresh.createOrder(request());
    await fresh.clientSetup();
    expect(standIn.tokensIssued - before).toBe(1);
    const [oauth] = standIn.requestsTo('/v1/oauth2/token');
    expect(oauth.headers.authorization).toBe(
      `Basic ${Buffer.from(`${STAND_IN_CLIENT_ID}:${STAND_IN_CLIENT_SECRET}`).toString('base64')}`,
    );
    expect(oauth.body).toContain('grant_type=client_credentials');
  });

  it('answers the client id and a client token from /v1/identity/generate-token', async () => {
    const setup = await paypal.clientSetup();
    expect(setup).toEqual({
      mode: 'paypal',
      clientId: STAND_IN_CLIENT_ID,
      clientToken: expect.stringMatching(/^eyJ/),
    });
    const [sent] = standIn.requestsTo('/v1/identity/generate-token');
    expect(sent.headers.authorization).toMatch(/^Bearer A21AA/);
  });

  it('keeps the client token until 10 minutes before it expires; callers meanwhile share one call', async () => {
    const fresh = adapter();
    const generated = () => standIn.requestsTo('/v1/identity/generate-token').length;
    const at = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(at);
    try {
      const together = await Promise.all(Array.from({ length: 5 }, () => fresh.clientSetup()));
      expect(new Set(together.map((s) => s.clientToken)).size).toBe(1);
      expect(generated()).toBe(1);
      // The stand-in's tokens live 3600 s: the same one until 50 minutes, a new one after.
      now.mockReturnValue(at + 49 * 60_000);
      expect((await fresh.clientSetup()).clientToken).toBe(together[0].clientToken);
      expect(generated()).toBe(1);
      now.mockReturnValue(at + 51 * 60_000);
      expect((await fresh.clientSetup()).clientToken).not.toBe(together[0].clientToken);
      expect(generated()).toBe(2);
    } finally {
      now.mockRestore();
    }
  });

  it('keeps no failed client token: the next caller asks again', async () => {
    const fresh = adapter();
    standIn.scripted = [{ status: 500, body: { name: 'INTERNAL_SERVER_ERROR' } }];
    await expect(fresh.clientSetup()).rejects.toBeInstanceOf(WalletUnavailable);
    await expect(fresh.clientSetup()).resolves.toMatchObject({ mode: 'paypal' });
    expect(standIn.requestsTo('/v1/identity/generate-token')).toHaveLength(2);
  });

  it('answers the same order to a repeated create (PayPal-Request-Id)', async () => {
    const id = orderId();
    const first = await paypal.createOrder(request(id));
    const second = await paypal.createOrder(request(id));
    expect(second).toEqual(first);
    expect(standIn.orders.size).toBeGreaterThan(0);
  });

  it('answers a refusal with PayPal details and debug_id', async () => {
    const refused = await paypal.createOrder({ ...request(), amountCents: 0 });
    expect(refused).toEqual({
      state: 'refused',
      details: [
        {
          issue: 'CANNOT_BE_ZERO_OR_NEGATIVE',
          description: expect.stringContaining('Must be greater than zero'),
        },
      ],
      debugId: expect.stringMatching(/^[0-9a-f]{13}$/),
    });
  });

  it('captures an approved order: the capture with amount, currency and custom id', async () => {
    const { id, walletOrderId } = await create();
    standIn.approve(walletOrderId);
    const captured = await paypal.captureOrder(walletOrderId, id);
    expect(captured).toEqual({
      state: 'captured',
      walletOrderId,
      orderStatus: 'COMPLETED',
      capture: {
        captureId: expect.stringMatching(/^[0-9A-F]{17}$/),
        status: 'COMPLETED',
        amountCents: 1250,
        currency: 'USD',
        customId: id,
        payerCountry: null,
      },
    });
    const [sent] = standIn.requestsTo(`/v2/checkout/orders/${walletOrderId}/capture`);
    expect(sent.headers['paypal-request-id']).toBe(`selam-${id}-capture`);
    // A repeat carries the same request id and gets the first capture back.
    await expect(paypal.captureOrder(walletOrderId, id)).resolves.toEqual(captured);
    await expect(paypal.getOrder(walletOrderId)).resolves.toEqual({
      state: 'found',
      walletOrderId,
      orderStatus: 'COMPLETED',
      capture: (captured as { capture: unknown }).capture,
    });
  });

  it('tells the payer’s country when PayPal does (payment_source.paypal.address)', async () => {
    const { id, walletOrderId } = await create();
    standIn.approve(walletOrderId, 'COMPLETED', { country: 'NG' });
    await expect(paypal.captureOrder(walletOrderId, id)).resolves.toMatchObject({
      state: 'captured',
      capture: { status: 'COMPLETED', payerCountry: 'NG' },
    });
    await expect(paypal.getOrder(walletOrderId)).resolves.toMatchObject({
      capture: { payerCountry: 'NG' },
    });
  });

  it('reports a declined capture as captured with status DECLINED', async () => {
    const { id, walletOrderId } = await create();
    standIn.approve(walletOrderId, 'DECLINED');
    await expect(paypal.captureOrder(walletOrderId, id)).resolves.toMatchObject({
      state: 'captured',
      capture: { status: 'DECLINED' },
    });
  });

  it('reads a captured amount it cannot parse as no amount (never a match)', async () => {
    const { id, walletOrderId } = await create();
    standIn.approve(walletOrderId);
    standIn.tamper(
      walletOrderId,
      (unit) => (unit.amount = { currency_code: 'EUR', value: '12.5.0' }),
    );
    await expect(paypal.captureOrder(walletOrderId, id)).resolves.toMatchObject({
      capture: { amountCents: NaN, currency: 'EUR' },
    });
  });

  it('answers refusals of a capture (not approved, instrument declined) with the status', async () => {
    const { id, walletOrderId } = await create();
    await expect(paypal.captureOrder(walletOrderId, id)).resolves.toEqual({
      state: 'refused',
      walletOrderId,
      httpStatus: 422,
      details: [
        {
          issue: 'ORDER_NOT_APPROVED',
          description: expect.stringContaining('Payer has not yet approved'),
        },
      ],
      debugId: expect.any(String),
    });
    const other = await create();
    standIn.approve(other.walletOrderId, 'INSTRUMENT_DECLINED');
    await expect(paypal.captureOrder(other.walletOrderId, other.id)).resolves.toMatchObject({
      state: 'refused',
      httpStatus: 422,
      details: [{ issue: 'INSTRUMENT_DECLINED' }],
    });
  });

  it('answers not-found for an unknown order', async () => {
    await expect(paypal.captureOrder('5O190127TN364715T', 'x')).resolves.toEqual({
      state: 'not-found',
      walletOrderId: '5O190127TN364715T',
    });
    await expect(paypal.getOrder('5O190127TN364715T')).resolves.toEqual({
      state: 'not-found',
      walletOrderId: '5O190127TN364715T',
    });
  });

  it('refunds a capture once, with a request id from our order id', async () => {
    const { id, walletOrderId } = await create();
    standIn.approve(walletOrderId);
    const captured = await paypal.captureOrder(walletOrderId, id);
    const captureId = (captured as { capture: { captureId: string } }).capture.captureId;
    const refunded = await paypal.refund(captureId, id);
    expect(refunded).toEqual({
      state: 'refunded',
      refundRef: expect.stringMatching(/^[0-9A-F]{17}$/),
    });
    const [sent] = standIn.requestsTo(`/v2/payments/captures/${captureId}/refund`);
    expect(sent.headers['paypal-request-id']).toBe(`selam-${id}-refund`);
    expect(sent.body).toEqual({ note_to_payer: 'Your SelamTopup top-up could not be delivered.' });
    await expect(paypal.refund(captureId, id)).resolves.toEqual(refunded);
    await expect(paypal.getOrder(walletOrderId)).resolves.toMatchObject({
      capture: { status: 'REFUNDED' },
    });
  });

  it('answers a refused refund as failed with the issue', async () => {
    await expect(paypal.refund('UNKNOWNCAPTURE', 'x')).resolves.toEqual({
      state: 'failed',
      reason:
        'INVALID_RESOURCE_ID: Specified resource ID does not exist. Please check the resource ID and try again.',
    });
  });

  it('throws WalletUnavailable on 5xx, bad credentials and an unreachable PayPal', async () => {
    standIn.scripted = [{ status: 503, body: { name: 'SERVICE_UNAVAILABLE' } }];
    await expect(paypal.createOrder(request())).rejects.toBeInstanceOf(WalletUnavailable);
    standIn.scripted = [{ status: 500, body: { name: 'INTERNAL_SERVER_ERROR' } }];
    await expect(paypal.getOrder('ANY')).rejects.toThrow(/PayPal get order: answered 500/);
    const wrong = adapter({ clientSecret: 'wrong' });
    await expect(wrong.createOrder(request())).rejects.toBeInstanceOf(WalletUnavailable);
    await expect(wrong.clientSetup()).rejects.toBeInstanceOf(WalletUnavailable);
    const nowhere = adapter({ apiUrl: 'http://127.0.0.1:9' });
    await expect(nowhere.captureOrder('ANY', 'x')).rejects.toBeInstanceOf(WalletUnavailable);
  });

  it('keeps request ids within PayPal’s 108 characters', () => {
    expect(requestId('x'.repeat(200), 'capture')).toHaveLength(108);
  });
});
