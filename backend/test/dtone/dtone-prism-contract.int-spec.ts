import { Logger } from '@nestjs/common';
import { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { AppConfig } from '@config/app-config';
import { DtoneMobileLookup } from '@integrations/dtone/dtone-mobile-lookup';
import { DtoneProviderBalance } from '@integrations/dtone/dtone-provider-balance';
import { ProviderBalanceUnavailable } from '@modules/backoffice/ports/provider-balance.port';
import { DtoneOfferSource } from '@integrations/dtone/dtone-offer-source';
import { DtoneTopUpSender } from '@integrations/dtone/dtone-top-up-sender';
import { DvsHttpClient } from '@integrations/dtone/dvs-http-client';
import { freePort, RecordingProxy, SPECS, startPrism } from '../support/prism-mock';

/**
 * The real DT One adapters' requests against DT One's published DVS specification (1.23.0),
 * served by Prism: every call they make (products, mobile lookup, send, find by external id, find
 * by id, balances) must come back with no request violation in Prism's `sl-violations` header, and the
 * documented answer must be read without a crash. Prism runs with dynamic, schema-valid answers
 * (`-d --seed 1`, the provider-specs README says DVS works so), so the parsers meet every
 * documented field filled in, not the static sample's "string" placeholders.
 */
jest.setTimeout(120_000);

describe('DT One adapters against DT One’s published DVS spec (Prism)', () => {
  beforeAll(() => Logger.overrideLogger(false)); // skipped items are logged; expected here
  let prism: ChildProcess;
  let dvs: RecordingProxy;
  let http: DvsHttpClient;

  beforeAll(async () => {
    const port = await freePort();
    prism = await startPrism(join(SPECS, 'dtone-dvs-v1.23.0.openapi.json'), port, [
      '-d',
      '--seed',
      '1',
    ]);
    dvs = new RecordingProxy(port);
    await dvs.start();
    http = new DvsHttpClient(
      new AppConfig({
        DTONE_API_URL: dvs.url, // Prism matches the spec's paths without the /v1 of its servers
        DTONE_API_KEY: 'contract-key',
        DTONE_API_SECRET: 'contract-secret',
        // Prism's first answer of a spec this size can take seconds on a loaded machine: this
        // test is about what is sent, not how fast a mock answers.
        DTONE_TIMEOUT_MS: '60000',
      }),
      { retries: 0 },
    );
  });
  afterAll(async () => {
    await dvs?.stop();
    prism?.kill();
  });

  const lastCall = () => dvs.seen.at(-1)!;

  it('the product list request is one DVS accepts, and its answer is read', async () => {
    const pages = [];
    for await (const page of new DtoneOfferSource(http).products(['TZA'])) pages.push(page);
    expect(dvs.seen[0]).toMatchObject({ method: 'GET', status: 200, violations: [] });
    expect(dvs.seen[0].path).toMatch(
      /^\/products\?type=FIXED_VALUE_RECHARGE&country_iso_code=TZA&page=1&per_page=\d+$/,
    );
    // PIN and ranged products are asked for with requests of their own
    // (docs/specification.md#product-kinds).
    for (const type of ['FIXED_VALUE_PIN_PURCHASE', 'RANGED_VALUE_RECHARGE'])
      expect(dvs.seen.map((call) => call.path)).toContainEqual(
        expect.stringMatching(new RegExp(`^/products\\?type=${type}&country_iso_code=TZA&page=1&`)),
      );
    expect(dvs.seen.every((call) => call.violations.length === 0)).toBe(true);
    // Whatever the generated products hold, they come out as pages of items (possibly skipped).
    for (const page of pages) expect(Array.isArray(page.items)).toBe(true);
  });

  it('the promotions request is one DVS accepts, and its answer is read', async () => {
    const promotions = await new DtoneOfferSource(http).promotions(['TZA'], new Date());
    const calls = dvs.seen.filter((call) => call.path.startsWith('/promotions'));
    expect(calls[0]).toMatchObject({ method: 'GET', status: 200, violations: [] });
    expect(calls[0].path).toMatch(/^\/promotions\?country_iso_code=TZA&page=1&per_page=\d+$/);
    expect(calls.every((call) => call.violations.length === 0)).toBe(true);
    // Generated promotions are read (or skipped when ended), each with its product ids.
    for (const p of promotions) expect(Array.isArray(p.productIds)).toBe(true);
  });

  it('the mobile number lookup request is one DVS accepts, and its answer is read', async () => {
    const result = await new DtoneMobileLookup(http).lookup('+255754123456');
    expect(lastCall()).toMatchObject({
      method: 'POST',
      path: '/lookup/mobile-number',
      status: 200,
      violations: [],
    });
    expect(result.valid).toBe(true);
  });

  it('sending a top-up is a request DVS accepts, and the transaction it answers is read', async () => {
    const state = await new DtoneTopUpSender(http).send({
      externalId: '0b7f3e1c-1d2e-4f00-8a6b-3c4d5e6f7a8b',
      productId: '4242',
      mobileNumber: '+255754123456',
    });
    expect(lastCall()).toMatchObject({
      method: 'POST',
      path: '/async/transactions',
      violations: [],
    });
    expect([200, 201, 202]).toContain(lastCall().status);
    expect(['pending', 'completed', 'failed']).toContain(state.state);
    // The documented prices.wholesale is read (or, in a currency other than USD, left unknown).
    expect(state.wholesaleCents === null || Number.isInteger(state.wholesaleCents)).toBe(true);
  });

  it('sending a ranged top-up (calculation_mode SOURCE_AMOUNT and the amount) is a request DVS accepts', async () => {
    const state = await new DtoneTopUpSender(http).send({
      externalId: '1c8e4f2d-2e3f-4a11-9b7c-4d5e6f7a8b9c',
      productId: '4243',
      mobileNumber: '+254712345678',
      sentUsdCents: 1250,
    });
    expect(lastCall()).toMatchObject({
      method: 'POST',
      path: '/async/transactions',
      violations: [],
    });
    expect(['pending', 'completed', 'failed']).toContain(state.state);
  });

  it('the balance request is one DVS accepts, and the documented balances are read', async () => {
    let reading: unknown;
    try {
      reading = await new DtoneProviderBalance(http).read();
    } catch (err) {
      // Prism's generated balances carry made-up units: a list without USD is the one refusal
      // allowed here; an answer that does not parse would fail this test.
      expect(err).toBeInstanceOf(ProviderBalanceUnavailable);
      expect((err as Error).message).toBe('DT One shows no USD balance');
    }
    expect(lastCall()).toMatchObject({
      method: 'GET',
      path: '/balances?unit_type=CURRENCY&unit=USD',
      status: 200,
      violations: [],
    });
    if (reading) expect(reading).toEqual({ availableCents: expect.any(Number), currency: 'USD' });
  });

  it('finding a transaction by external id and by id are requests DVS accepts', async () => {
    const sender = new DtoneTopUpSender(http);
    const byExternal = await sender.findByExternalId('0b7f3e1c-1d2e-4f00-8a6b-3c4d5e6f7a8b');
    expect(lastCall()).toMatchObject({
      method: 'GET',
      path: '/transactions?external_id=0b7f3e1c-1d2e-4f00-8a6b-3c4d5e6f7a8b',
      status: 200,
      violations: [],
    });
    expect(byExternal === null || typeof byExternal.state === 'string').toBe(true);

    const byId = await sender.findById('5000001');
    expect(lastCall()).toMatchObject({
      method: 'GET',
      path: '/transactions/5000001',
      status: 200,
      violations: [],
    });
    expect(byId === null || typeof byId.state === 'string').toBe(true);
  });

  it('a top-up with a callback_url, and cancelling a transaction, are requests DVS accepts', async () => {
    const sender = new DtoneTopUpSender(
      http,
      'https://shop.example.com/api/dtone/callbacks/0123456789abcdef0123456789abcdef',
    );
    const state = await sender.send({
      externalId: '1c2d3e4f-1d2e-4f00-8a6b-3c4d5e6f7a8b',
      productId: '4242',
      mobileNumber: '+255754123456',
    });
    expect(lastCall()).toMatchObject({
      method: 'POST',
      path: '/async/transactions',
      violations: [],
    });
    expect(['pending', 'completed', 'failed']).toContain(state.state);
    // The documented operator_reference is read (a string, or none).
    const reference = state.operatorReference;
    expect(reference === undefined || reference === null || typeof reference === 'string').toBe(
      true,
    );

    expect(['cancelled', 'refused']).toContain(await sender.cancel('5000001'));
    expect(lastCall()).toMatchObject({
      method: 'POST',
      path: '/transactions/5000001/cancel',
      violations: [],
    });
    expect([200, 202]).toContain(lastCall().status);
  });

  it('Prism does report a bad request (the check is live)', async () => {
    // A product id as text and no number: what the adapter never sends.
    const res = await fetch(`${dvs.url}/async/transactions`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('k:s').toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ external_id: 'x', product_id: 'four' }),
    });
    expect(res.status).toBe(422);
    expect(lastCall().violations.length).toBeGreaterThan(0);
  });
});
