import { Logger } from '@nestjs/common';
import { DtoneTopUpSender } from '@integrations/dtone/dtone-top-up-sender';
import { TopUpProviderUnavailable } from '@modules/orders/ports/top-up-sender.port';
import {
  dvsPinProduct,
  dvsProduct,
  dvsRangedProduct,
  DvsStandIn,
  StatusClass,
} from '@selamtopup/test-kit/stand-ins/dvs';
import { clientFor } from './dvs-client';

const TZA = { iso: 'TZA', name: 'Tanzania', currency: 'TZS' };

let counter = 0;
const orderId = () => `order-${process.pid}-${++counter}`;

describe('DT One top-ups over HTTP', () => {
  beforeAll(() => Logger.overrideLogger(false)); // the adapters' warnings are expected here
  let standIn: DvsStandIn;
  let sender: DtoneTopUpSender;
  beforeEach(async () => {
    standIn = new DvsStandIn();
    await standIn.start();
    standIn.products.push(dvsProduct(4242, TZA));
    sender = new DtoneTopUpSender(clientFor(standIn));
  });
  afterEach(() => standIn.stop());

  const request = (externalId = orderId(), mobileNumber = '+255754123456') => ({
    externalId,
    productId: '4242',
    mobileNumber,
  });

  it('creates an auto-confirmed async transaction and answers pending', async () => {
    const req = request();
    const state = await sender.send(req);

    // With the price DT One charged: wholesale 1.87 USD, no fee.
    expect(state).toEqual({
      state: 'pending',
      providerTransactionId: '5000001',
      wholesaleCents: 187,
    });
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/async/transactions',
      body: {
        external_id: req.externalId,
        product_id: 4242,
        auto_confirm: true,
        credit_party_identifier: { mobile_number: '+255754123456' },
      },
    });
  });

  it.each<[StatusClass, string, object]>([
    ['CREATED', 'CREATED', { state: 'pending' }],
    ['CONFIRMED', 'CONFIRMED', { state: 'pending' }],
    ['SUBMITTED', 'SUBMITTED', { state: 'pending' }],
    // A completed transaction carries the operator's reference (the stand-in's OPR<id>).
    ['COMPLETED', 'COMPLETED', { state: 'completed', operatorReference: 'OPR5000001' }],
    ['DECLINED', 'DECLINED-BARRED', { state: 'failed', reason: 'DECLINED-BARRED' }],
    [
      'REJECTED',
      'REJECTED-INSUFFICIENT-BALANCE',
      { state: 'failed', reason: 'REJECTED-INSUFFICIENT-BALANCE' },
    ],
    // Only CANCELLED says the transaction ended by a cancel (the delivery time limit's).
    ['CANCELLED', 'CANCELLED', { state: 'failed', reason: 'CANCELLED', cancelled: true }],
    ['REVERSED', 'REVERSED', { state: 'failed', reason: 'REVERSED' }],
  ])('reads status class %s (%s)', async (statusClass, message, expected) => {
    const req = request();
    const { providerTransactionId } = await sender.send(req);
    standIn.setStatus(providerTransactionId!, statusClass, message);

    await expect(sender.findByExternalId(req.externalId)).resolves.toEqual({
      providerTransactionId,
      ...expected,
      wholesaleCents: 187,
    });
    await expect(sender.findById(providerTransactionId!)).resolves.toEqual({
      providerTransactionId,
      ...expected,
      wholesaleCents: 187,
    });
  });

  it('a PIN product: sent with the recipient number, its PIN read once COMPLETED', async () => {
    standIn.products.push(dvsPinProduct(7001, TZA));
    const req = { ...request(), productId: '7001' };
    const sent = await sender.send(req);
    expect(sent).toMatchObject({ state: 'pending' });
    expect(sent).not.toHaveProperty('pin');
    expect(standIn.requests.at(-1)?.body).toMatchObject({
      product_id: 7001,
      credit_party_identifier: { mobile_number: '+255754123456' },
    });

    standIn.setStatus(sent.providerTransactionId!, 'COMPLETED');

    const expected = {
      state: 'completed',
      providerTransactionId: sent.providerTransactionId,
      wholesaleCents: 187,
      operatorReference: `OPR${sent.providerTransactionId}`,
      pin: {
        code: String(9_000_000_000_000 + Number(sent.providerTransactionId)),
        serial: `SN${sent.providerTransactionId}`,
      },
    };
    await expect(sender.findByExternalId(req.externalId)).resolves.toEqual(expected);
    await expect(sender.findById(sent.providerTransactionId!)).resolves.toEqual(expected);
  });

  it('a COMPLETED PIN transaction without a readable code completes without a PIN', async () => {
    standIn.products.push(dvsPinProduct(7002, TZA));
    standIn.pinFor = () => ({ code: null, serial: 'SN-only' });
    const req = { ...request(), productId: '7002' };
    const sent = await sender.send(req);
    standIn.setStatus(sent.providerTransactionId!, 'COMPLETED');

    const state = await sender.findByExternalId(req.externalId);
    expect(state).toMatchObject({ state: 'completed' });
    expect(state).not.toHaveProperty('pin');
  });

  it("a ranged product: sent with calculation_mode SOURCE_AMOUNT and the typed amount; DT One's price read", async () => {
    const KEN = { iso: 'KEN', name: 'Kenya', currency: 'KES' };
    standIn.products.push(dvsRangedProduct(8001, KEN));
    const req = {
      ...request(),
      productId: '8001',
      mobileNumber: '+254712345678',
      sentUsdCents: 1250,
    };

    const sent = await sender.send(req);

    expect(standIn.requests.at(-1)?.body).toEqual({
      external_id: req.externalId,
      product_id: 8001,
      auto_confirm: true,
      credit_party_identifier: { mobile_number: '+254712345678' },
      calculation_mode: 'SOURCE_AMOUNT',
      source: { unit_type: 'CURRENCY', unit: 'USD', amount: 12.5 },
    });
    // 12.50 USD -> 1,612.50 KES; at 126.5 KES per wholesale USD: 12.75 USD.
    expect(sent).toEqual({
      state: 'pending',
      providerTransactionId: expect.any(String),
      wholesaleCents: 1275,
    });
    expect(standIn.transactions.at(-1)).toMatchObject({
      destination: { unit: 'KES', amount: 1612.5 },
    });
    // The exactly-once look-up finds it by external id as for any other.
    await expect(sender.findByExternalId(req.externalId)).resolves.toMatchObject({
      providerTransactionId: sent.providerTransactionId,
    });
    // A retry of the same order answers the same transaction, never a second one.
    await expect(sender.send(req)).resolves.toMatchObject({
      providerTransactionId: sent.providerTransactionId,
    });
    expect(standIn.transactions).toHaveLength(1);
  });

  it('an amount outside the range is refused by DT One without a transaction (failed, refunded)', async () => {
    const KEN = { iso: 'KEN', name: 'Kenya', currency: 'KES' };
    standIn.products.push(dvsRangedProduct(8002, KEN));
    const state = await sender.send({
      ...request(),
      productId: '8002',
      mobileNumber: '+254712345678',
      sentUsdCents: 9900,
    });
    expect(state).toEqual({
      state: 'failed',
      providerTransactionId: null,
      reason: 'Amount is out of range',
    });
  });

  it('decides on the class id when the class has no name', async () => {
    const req = request();
    const { providerTransactionId } = await sender.send(req);
    const transaction = standIn.transactions.at(-1)!;
    transaction.status = { id: 70000, message: 'COMPLETED', class: { id: 7 } };
    await expect(sender.findByExternalId(req.externalId)).resolves.toEqual({
      state: 'completed',
      providerTransactionId,
      wholesaleCents: 187,
    });
  });

  it('answers the existing transaction when the external id was used (1007001)', async () => {
    const req = request();
    const first = await sender.send(req);
    standIn.setStatus(first.providerTransactionId!, 'COMPLETED');

    const again = await sender.send({ ...req, mobileNumber: '+255754000001' });

    expect(again).toEqual({
      state: 'completed',
      providerTransactionId: first.providerTransactionId,
      wholesaleCents: 187,
      operatorReference: `OPR${first.providerTransactionId}`,
    });
    expect(standIn.transactions.filter((t) => t.external_id === req.externalId)).toHaveLength(1);
    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /async/transactions',
      'POST /async/transactions',
      'GET /transactions',
    ]);
  });

  it('answers null for a transaction DT One does not have', async () => {
    await expect(sender.findByExternalId('never-sent')).resolves.toBeNull();
    await expect(sender.findById('999')).resolves.toBeNull();
  });

  it('answers failed when DT One refuses the product, without a transaction', async () => {
    await expect(sender.send({ ...request(), productId: '777' })).resolves.toEqual({
      state: 'failed',
      providerTransactionId: null,
      reason: 'Product is not available',
    });
    expect(standIn.transactions).toHaveLength(0);
  });

  it('throws TopUpProviderUnavailable on a 5xx', async () => {
    standIn.scripted.push({
      status: 503,
      body: { errors: [{ code: 1009503, message: 'Retry later' }] },
    });
    await expect(sender.send(request())).rejects.toBeInstanceOf(TopUpProviderUnavailable);
  });

  it('throws TopUpProviderUnavailable on bad credentials rather than failing the order', async () => {
    const wrong = new DtoneTopUpSender(clientFor(standIn, { DTONE_API_SECRET: 'wrong' }));
    await expect(wrong.send(request())).rejects.toBeInstanceOf(TopUpProviderUnavailable);
    await expect(wrong.findByExternalId('x')).rejects.toBeInstanceOf(TopUpProviderUnavailable);
  });

  it('after a timeout, the transaction DT One accepted is found by external id', async () => {
    const slow = new DtoneTopUpSender(clientFor(standIn, { DTONE_TIMEOUT_MS: '200' }));
    const req = request();
    standIn.delayMs = 600; // DT One records the transaction, then answers too late

    await expect(slow.send(req)).rejects.toBeInstanceOf(TopUpProviderUnavailable);

    standIn.delayMs = 0;
    const found = await sender.findByExternalId(req.externalId);
    expect(found).toEqual({
      state: 'pending',
      providerTransactionId: expect.any(String),
      wholesaleCents: 187,
    });
    await expect(sender.send(req)).resolves.toEqual(found); // a retry never tops up twice
    expect(standIn.transactions).toHaveLength(1);
  });

  it('sends the callback_url it was given; the stand-in calls back there when the status moves', async () => {
    const calls: unknown[] = [];
    const { createServer } = await import('node:http');
    const receiver = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        calls.push(JSON.parse(raw));
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as { port: number };
    const url = `http://127.0.0.1:${port}/api/dtone/callbacks/secret-of-this-deployment`;
    try {
      const withCallback = new DtoneTopUpSender(clientFor(standIn), url);
      const req = request();
      const { providerTransactionId } = await withCallback.send(req);
      expect(standIn.requests.at(-1)?.body).toMatchObject({ callback_url: url });
      standIn.setStatus(providerTransactionId!, 'COMPLETED');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(calls).toEqual([
        expect.objectContaining({
          id: Number(providerTransactionId),
          external_id: req.externalId,
          operator_reference: `OPR${providerTransactionId}`,
        }),
      ]);
      // Without one, none is sent.
      await sender.send(request());
      expect(standIn.requests.at(-1)?.body).not.toHaveProperty('callback_url');
    } finally {
      receiver.close();
    }
  });

  it('cancels a CREATED transaction; one that went further is refused', async () => {
    const created = request();
    const { providerTransactionId: first } = await sender.send(created);
    standIn.setStatus(first!, 'CREATED');
    await expect(sender.cancel(first!)).resolves.toBe('cancelled');
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/transactions/${first}/cancel`,
    });
    await expect(sender.findByExternalId(created.externalId)).resolves.toMatchObject({
      state: 'failed',
      reason: 'CANCELLED',
      cancelled: true,
    });

    const { providerTransactionId: second } = await sender.send(request());
    await expect(sender.cancel(second!)).resolves.toBe('refused'); // CONFIRMED
    standIn.faultFor = () => ({ kind: 'error', status: 503 });
    await expect(sender.cancel(second!)).rejects.toBeInstanceOf(TopUpProviderUnavailable);
  });
});
