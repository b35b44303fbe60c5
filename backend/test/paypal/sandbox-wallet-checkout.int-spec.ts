import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@database/data-source-options';
import {
  ORDER_NOT_APPROVED_DESCRIPTION,
  SandboxWalletCheckout,
} from '@integrations/paypal/sandbox/sandbox-wallet-checkout';
import { WalletCheckout, WalletOrderRequest } from '@shared/ports/wallet-checkout.port';
import { post } from '../support/http';
import { createTestApp, TestApp } from '../support/test-app';

let counter = 0;
const request = (overrides: Partial<WalletOrderRequest> = {}): WalletOrderRequest => ({
  orderId: `order-${process.pid}-${Date.now()}-${++counter}`,
  purpose: 'topup',
  amountCents: 1234,
  description: 'Airtime top-up 2,000 TZS to +255754123456',
  ...overrides,
});

describe('SandboxWalletCheckout (orders in PostgreSQL)', () => {
  // Two connection pools: as the API and the worker process would each have one.
  let apiDb: DataSource;
  let workerDb: DataSource;
  let api: SandboxWalletCheckout;
  let worker: SandboxWalletCheckout;

  beforeAll(async () => {
    apiDb = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    workerDb = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    api = new SandboxWalletCheckout(apiDb);
    worker = new SandboxWalletCheckout(workerDb);
  });
  afterAll(async () => {
    await apiDb?.destroy();
    await workerDb?.destroy();
  });

  const created = async (req = request()) => {
    const result = await api.createOrder(req);
    if (result.state !== 'created') throw new Error('not created');
    return result.walletOrderId;
  };

  it('gives the browser a sandbox client token and no client id', async () => {
    const setup = await api.clientSetup();
    expect(setup).toEqual({ mode: 'sandbox', clientId: null, clientToken: expect.any(String) });
    expect(setup.clientToken).toMatch(/^sandbox-[0-9a-f]{32}$/);
  });

  it('creates one order per purpose and id (as PayPal-Request-Id does), also at once', async () => {
    const req = request();
    const answers = await Promise.all([api.createOrder(req), worker.createOrder(req)]);
    expect(answers[0]).toEqual({
      state: 'created',
      walletOrderId: expect.stringMatching(/^SBX-[0-9A-F]{16}$/),
    });
    expect(answers[1]).toEqual(answers[0]);
    const mvm = await api.createOrder({ ...req, purpose: 'mvm' });
    expect(mvm).not.toEqual(answers[0]);
  });

  it('refuses a zero amount as PayPal does', async () => {
    const result = await api.createOrder(request({ amountCents: 0 }));
    expect(result).toMatchObject({
      state: 'refused',
      details: [{ issue: 'CANNOT_BE_ZERO_OR_NEGATIVE' }],
      debugId: expect.stringMatching(/^sandbox-/),
    });
  });

  it('refuses to capture an order the payer never approved (422 ORDER_NOT_APPROVED)', async () => {
    const id = await created();
    await expect(worker.captureOrder(id, 'x')).resolves.toEqual({
      state: 'refused',
      walletOrderId: id,
      httpStatus: 422,
      details: [{ issue: 'ORDER_NOT_APPROVED', description: ORDER_NOT_APPROVED_DESCRIPTION }],
      debugId: expect.any(String),
    });
    await expect(api.getOrder(id)).resolves.toEqual({
      state: 'found',
      walletOrderId: id,
      orderStatus: 'CREATED',
      capture: null,
    });
  });

  it('captures an approved order once, whoever asks and however often', async () => {
    const req = request();
    const id = await created(req);
    await expect(api.choose(id, 'approve')).resolves.toMatchObject({
      outcome: 'chosen',
      order: { status: 'APPROVED', payerChoice: 'approve' },
    });
    const captures = await Promise.all([
      api.captureOrder(id, req.orderId),
      worker.captureOrder(id, req.orderId),
      api.captureOrder(id, req.orderId),
    ]);
    expect(captures[0]).toEqual({
      state: 'captured',
      walletOrderId: id,
      orderStatus: 'COMPLETED',
      capture: {
        captureId: expect.stringMatching(/^SBXCAP-/),
        status: 'COMPLETED',
        amountCents: 1234,
        currency: 'USD',
        customId: req.orderId,
        payerCountry: null,
      },
    });
    expect(captures[1]).toEqual(captures[0]);
    expect(captures[2]).toEqual(captures[0]);
    await expect(worker.getOrder(id)).resolves.toEqual({
      state: 'found',
      walletOrderId: id,
      orderStatus: 'COMPLETED',
      capture: (captures[0] as { capture: unknown }).capture,
    });
    // The payer cannot change their mind after the capture.
    await expect(api.choose(id, 'decline')).resolves.toMatchObject({
      outcome: 'already-captured',
      order: { payerChoice: 'approve', captureStatus: 'COMPLETED' },
    });
  });

  it('captures a declined order as PayPal does: order COMPLETED, capture DECLINED', async () => {
    const id = await created();
    await api.choose(id, 'approve');
    await api.choose(id, 'decline'); // a change of mind before the capture counts
    const capture = await worker.captureOrder(id, 'x');
    expect(capture).toMatchObject({
      state: 'captured',
      orderStatus: 'COMPLETED',
      capture: { status: 'DECLINED' },
    });
  });

  it('answers not-found for an unknown order', async () => {
    await expect(api.captureOrder('SBX-NOPE', 'x')).resolves.toEqual({
      state: 'not-found',
      walletOrderId: 'SBX-NOPE',
    });
    await expect(api.getOrder('SBX-NOPE')).resolves.toEqual({
      state: 'not-found',
      walletOrderId: 'SBX-NOPE',
    });
    await expect(api.choose('SBX-NOPE', 'approve')).resolves.toEqual({ outcome: 'not-found' });
  });

  it('refunds a completed capture once; a repeat answers the same refund', async () => {
    const req = request();
    const id = await created(req);
    await api.choose(id, 'approve');
    const capture = await api.captureOrder(id, req.orderId);
    const captureId = (capture as { capture: { captureId: string } }).capture.captureId;
    const [first, second] = await Promise.all([
      worker.refund(captureId, req.orderId),
      api.refund(captureId, req.orderId),
    ]);
    expect(first).toEqual({ state: 'refunded', refundRef: expect.stringMatching(/^SBXREF-/) });
    expect(second).toEqual(first);
    await expect(api.getOrder(id)).resolves.toMatchObject({ capture: { status: 'REFUNDED' } });
  });

  it('does not refund a declined or unknown capture', async () => {
    const id = await created();
    await api.choose(id, 'decline');
    const capture = await api.captureOrder(id, 'x');
    const captureId = (capture as { capture: { captureId: string } }).capture.captureId;
    await expect(api.refund(captureId, 'x')).resolves.toEqual({
      state: 'failed',
      reason: `CAPTURE_NOT_REFUNDABLE: capture ${captureId} is DECLINED`,
    });
    await expect(api.refund('SBXCAP-NOPE', 'x')).resolves.toEqual({
      state: 'failed',
      reason: 'RESOURCE_NOT_FOUND: no capture SBXCAP-NOPE',
    });
  });
});

describe('the sandbox wallet routes', () => {
  let t: TestApp;
  let wallet: SandboxWalletCheckout;

  beforeAll(async () => {
    t = await createTestApp();
    wallet = t.app.get(WalletCheckout) as SandboxWalletCheckout;
  });
  afterAll(() => t?.close());

  it('is the sandbox wallet without PayPal keys', () => {
    expect(wallet).toBeInstanceOf(SandboxWalletCheckout);
  });

  it('approve and decline record the payer choice and answer the order status', async () => {
    const created = await wallet.createOrder(request());
    const id = (created as { walletOrderId: string }).walletOrderId;
    const agent = t.agent();
    const approved = await post(agent, `/sandbox/paypal/orders/${id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({ id, status: 'APPROVED', choice: 'approve' });
    const declined = await post(agent, `/sandbox/paypal/orders/${id}/decline`, {});
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual({ id, status: 'APPROVED', choice: 'decline' });
  });

  it('approve may tell the payer’s country, which the capture then reports (the review queue)', async () => {
    const req = request();
    const created = await wallet.createOrder(req);
    const id = (created as { walletOrderId: string }).walletOrderId;
    const bad = await post(t.agent(), `/sandbox/paypal/orders/${id}/approve`, {
      payerCountry: 'Nigeria',
    });
    expect([bad.status, bad.body.message]).toEqual([
      400,
      'payerCountry must be two capital letters',
    ]);
    const approved = await post(t.agent(), `/sandbox/paypal/orders/${id}/approve`, {
      payerCountry: 'NG',
    });
    expect(approved.status).toBe(200);
    await expect(wallet.captureOrder(id, req.orderId)).resolves.toMatchObject({
      state: 'captured',
      capture: { status: 'COMPLETED', payerCountry: 'NG' },
    });
  });

  it('answers 404 for an unknown order', async () => {
    const res = await post(t.agent(), '/sandbox/paypal/orders/SBX-UNKNOWN/approve', {});
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Order not found');
  });

  it('wants the CSRF header as every POST', async () => {
    const res = await t.agent().post('/sandbox/paypal/orders/SBX-UNKNOWN/approve').send({});
    expect(res.status).toBe(403);
  });
});
