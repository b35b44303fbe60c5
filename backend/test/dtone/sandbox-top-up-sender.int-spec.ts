import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@database/data-source-options';
import {
  SANDBOX_COMPLETION_MS,
  SandboxTopUpSender,
} from '@integrations/dtone/sandbox/sandbox-top-up-sender';
import { sandboxProducts } from '@integrations/dtone/sandbox/sandbox-products';
import { TopUpProviderUnavailable } from '@modules/orders/ports/top-up-sender.port';

const product = sandboxProducts.find((p) => p.countryIso3 === 'TZA')!;
const productId = product.id;
/** What the sandbox DT One charges for it, answered with every transaction. */
const wholesaleCents = product.wholesaleUsdCents;
const later = (ms: number) => new Promise((r) => setTimeout(r, ms));

const orderId = () => `order-${randomUUID()}`;

describe('SandboxTopUpSender (transactions in PostgreSQL)', () => {
  // Two connection pools: as the API and the worker process would each have one.
  let apiDb: DataSource;
  let workerDb: DataSource;
  let api: SandboxTopUpSender;
  let worker: SandboxTopUpSender;
  beforeAll(async () => {
    apiDb = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    workerDb = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    api = new SandboxTopUpSender(apiDb);
    worker = new SandboxTopUpSender(workerDb);
  });
  afterAll(async () => {
    await apiDb?.destroy();
    await workerDb?.destroy();
  });

  const send = (sender: SandboxTopUpSender, externalId: string, mobileNumber: string) =>
    sender.send({ externalId, productId, mobileNumber });

  it('a PIN product completes with a PIN code and serial, the same on every read', async () => {
    const pinProduct = sandboxProducts.find((p) => p.kind === 'pin')!;
    const id = orderId();
    await api.send({ externalId: id, productId: pinProduct.id, mobileNumber: '+251911223344' });
    await later(SANDBOX_COMPLETION_MS + 100);
    const done = await worker.findByExternalId(id);
    expect(done).toMatchObject({
      state: 'completed',
      pin: {
        code: expect.stringMatching(/^\d{14}$/),
        serial: expect.stringMatching(/^SBX\d{10}$/),
      },
    });
    expect(await api.findByExternalId(id)).toEqual(done);
  });

  it('a ranged product honours the typed amount, and refuses one outside its range', async () => {
    const ranged = sandboxProducts.find((p) => p.kind === 'ranged')!;
    const id = orderId();
    const state = await api.send({
      externalId: id,
      productId: ranged.id,
      mobileNumber: '+254712345678',
      sentUsdCents: 1250,
    });
    // 12.50 USD at 129 KES -> 1,612.50 KES; DT One's wholesale rate 129 / 1.02 -> 12.75 USD.
    expect(state).toMatchObject({ state: 'pending', wholesaleCents: 1275 });
    expect(
      await api.send({
        externalId: orderId(),
        productId: ranged.id,
        mobileNumber: '+254712345678',
        sentUsdCents: 5001,
      }),
    ).toEqual({ state: 'failed', providerTransactionId: null, reason: 'Amount is out of range' });
  });

  it('answers pending, then completed about a second after creation', async () => {
    const id = orderId();
    const sent = await send(api, id, '+255754123456');
    expect(sent).toEqual({
      state: 'pending',
      providerTransactionId: expect.any(String),
      wholesaleCents,
    });
    await expect(worker.findByExternalId(id)).resolves.toEqual(sent);

    await later(SANDBOX_COMPLETION_MS + 100);
    await expect(worker.findByExternalId(id)).resolves.toEqual({
      state: 'completed',
      providerTransactionId: sent.providerTransactionId,
      wholesaleCents,
      operatorReference: `SBX${sent.providerTransactionId!.padStart(9, '0')}`,
    });
  });

  it('delivers at once when its completion delay is 0 (DTONE_SANDBOX_COMPLETION_MS=0)', async () => {
    const id = orderId();
    const instant = new SandboxTopUpSender(apiDb, 0);
    const sent = await send(instant, id, '+255754123457');
    expect(sent).toEqual({
      state: 'completed',
      providerTransactionId: expect.any(String),
      wholesaleCents,
      operatorReference: expect.stringMatching(/^SBX\d{9}$/),
    });
    await expect(send(instant, id, '+255754123457')).resolves.toEqual(sent);
  });

  it('declines a number ending in 0000', async () => {
    const id = orderId();
    const sent = await send(api, id, '+255754120000');
    expect(sent).toEqual({
      state: 'failed',
      providerTransactionId: expect.any(String),
      wholesaleCents,
      reason: 'Declined by the operator',
    });
    await later(SANDBOX_COMPLETION_MS + 100);
    await expect(worker.findByExternalId(id)).resolves.toEqual(sent);
  });

  it('times out once for a number ending in 9999, yet records the transaction', async () => {
    const id = orderId();
    await expect(send(worker, id, '+255754129999')).rejects.toBeInstanceOf(
      TopUpProviderUnavailable,
    );

    // The worker looks the order up before retrying, as after any unknown outcome.
    const found = await worker.findByExternalId(id);
    expect(found).toEqual({
      state: 'pending',
      providerTransactionId: expect.any(String),
      wholesaleCents,
    });
    await expect(send(worker, id, '+255754129999')).resolves.toEqual(found);

    await later(SANDBOX_COMPLETION_MS + 100);
    await expect(api.findByExternalId(id)).resolves.toEqual({
      state: 'completed',
      providerTransactionId: found!.providerTransactionId,
      wholesaleCents,
      operatorReference: expect.stringMatching(/^SBX\d{9}$/),
    });
  });

  it('answers the existing transaction for a reused external id, never a second one', async () => {
    const id = orderId();
    const first = await send(api, id, '+255754123456');
    const again = await send(worker, id, '+255754120000'); // another number: still the first one
    expect(again).toEqual(first);

    const racing = orderId();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(i % 2 ? api : worker, racing, '+255754123456')),
    );
    expect(new Set(answers.map((a) => a.providerTransactionId)).size).toBe(1);
  });

  it('answers null for an unknown external id, and failed for an unknown product', async () => {
    await expect(api.findByExternalId('never-sent')).resolves.toBeNull();
    const id = orderId();
    await expect(
      api.send({ externalId: id, productId: '1', mobileNumber: '+255754123456' }),
    ).resolves.toEqual({
      state: 'failed',
      providerTransactionId: null,
      reason: 'Product not available',
    });
    await expect(api.findByExternalId(id)).resolves.toBeNull();
  });

  it('holds a number ending in 8888 pending until it is cancelled; others cannot be cancelled', async () => {
    const id = orderId();
    const sent = await send(api, id, '+255754128888');
    await later(SANDBOX_COMPLETION_MS + 100);
    await expect(worker.findByExternalId(id)).resolves.toMatchObject({ state: 'pending' });
    await expect(worker.cancel(sent.providerTransactionId!)).resolves.toBe('cancelled');
    await expect(api.cancel(sent.providerTransactionId!)).resolves.toBe('refused');
    await expect(api.findByExternalId(id)).resolves.toEqual({
      state: 'failed',
      providerTransactionId: sent.providerTransactionId,
      reason: 'Cancelled',
      cancelled: true,
      wholesaleCents,
    });

    const normal = await send(api, orderId(), '+255754123456');
    await expect(api.cancel(normal.providerTransactionId!)).resolves.toBe('refused');
    await expect(api.cancel('not-an-id')).resolves.toBe('refused');
  });

  it("posts DT One's callback to its callback URL once a top-up completes", async () => {
    const bodies: unknown[] = [];
    const { createServer } = await import('node:http');
    const receiver = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        bodies.push(JSON.parse(raw));
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as { port: number };
    try {
      const calling = new SandboxTopUpSender(apiDb, 200, `http://127.0.0.1:${port}/cb`);
      const id = orderId();
      const sent = await send(calling, id, '+255754123456');
      await send(calling, orderId(), '+255754128888'); // held: no callback
      await later(800);
      expect(bodies).toEqual([
        {
          id: Number(sent.providerTransactionId),
          external_id: id,
          status: { id: 70000, message: 'COMPLETED', class: { id: 7, message: 'COMPLETED' } },
          operator_reference: `SBX${sent.providerTransactionId!.padStart(9, '0')}`,
        },
      ]);
    } finally {
      receiver.close();
    }
  });
});
