import { Logger } from '@nestjs/common';
import type { ProviderProduct } from '@modules/catalog/ports/offer-source.port';
import { DtoneOfferSource } from '@integrations/dtone/dtone-offer-source';
import { DtoneApiError, DtoneUnavailableError } from '@integrations/dtone/dvs-errors';
import { freePort } from '../support/smtp-stand-in';
import {
  dvsPinProduct,
  dvsProduct,
  dvsPromotion,
  dvsRangedProduct,
  DvsStandIn,
} from '@selamtopup/test-kit/stand-ins/dvs';
import { clientFor } from './dvs-client';

const TZA = { iso: 'TZA', name: 'Tanzania', currency: 'TZS' };
const KEN = { iso: 'KEN', name: 'Kenya', currency: 'KES' };
const NOW = new Date('2026-06-15T12:00:00Z');

type Page = { page: number; totalPages: number; items: ProviderProduct[] };
async function collect(source: DtoneOfferSource, countries: string[]): Promise<Page[]> {
  const pages: Page[] = [];
  for await (const page of source.products(countries)) pages.push(page);
  return pages;
}

describe('DT One offers over HTTP', () => {
  beforeAll(() => Logger.overrideLogger(false)); // the adapters' warnings are expected here
  let standIn: DvsStandIn;
  beforeEach(async () => {
    standIn = new DvsStandIn();
    await standIn.start();
  });
  afterEach(() => standIn.stop());

  const source = (env: Record<string, string> = {}, tuning = {}) =>
    new DtoneOfferSource(clientFor(standIn, env, tuning), () => NOW);

  it('reads every page of every country (X-Total-Pages) and tolerates unknown fields', async () => {
    for (let i = 1; i <= 230; i++) standIn.products.push(dvsProduct(10_000 + i, TZA));
    for (let i = 1; i <= 40; i++) standIn.products.push(dvsProduct(20_000 + i, KEN));

    const pages = await collect(source(), ['TZA', 'KEN', 'ERI']);

    expect(pages.map((p) => [p.page, p.totalPages, p.items.length])).toEqual([
      [1, 4, 100],
      [2, 4, 100],
      [3, 4, 30],
      [4, 4, 40],
    ]);
    const ids = pages.flatMap((p) => p.items.map((i) => i.id));
    expect(new Set(ids).size).toBe(270);
    const productRequests = standIn.requests.filter((r) => r.path === '/products');
    expect(
      productRequests.map((r) => `${r.query.get('country_iso_code')}:${r.query.get('page')}`),
    ).toEqual([
      ...['TZA:1', 'TZA:1', 'TZA:1', 'KEN:1', 'KEN:1', 'KEN:1', 'ERI:1', 'ERI:1', 'ERI:1'],
      ...['TZA:2', 'TZA:3'],
    ]);
    // Each country's fixed top-ups, fixed PINs and ranged top-ups, one type per request (DVS's
    // filter takes one).
    expect(productRequests.slice(0, 3).map((r) => r.query.get('type'))).toEqual([
      'FIXED_VALUE_RECHARGE',
      'FIXED_VALUE_PIN_PURCHASE',
      'RANGED_VALUE_RECHARGE',
    ]);
    for (const r of productRequests) expect(r.query.get('per_page')).toBe('100');
    expect(pages[0].items[0]).toEqual({
      id: '10001',
      name: '1 TZS',
      description: 'Top-up 10001',
      service: 'Mobile',
      subService: 'Airtime',
      operatorId: '302',
      operatorName: 'Operator 2',
      countryIso3: 'TZA',
      countryName: 'Tanzania',
      destination: { amount: '5000', unit: 'TZS' },
      retailUsdCents: 225,
      wholesaleUsdCents: 187,
      promotion: '',
      benefits: [
        {
          type: 'CREDITS',
          unitType: 'CURRENCY',
          unit: 'TZS',
          amount: 5000,
          additionalInformation: null,
        },
      ],
      validity: { quantity: 30, unit: 'DAY' },
      promotions: [],
      requiredFields: {
        creditParty: [['mobile_number']],
        debitParty: [],
        sender: [],
        beneficiary: [],
        statement: [],
        additional: [],
      },
      kind: 'fixed',
    });
  });

  it('reads what arrives: every benefit including tax, the validity and the required fields', async () => {
    standIn.products.push(
      dvsProduct(7, TZA, {
        service: { id: 1, name: 'Mobile', subservice: { id: 3, name: 'Bundle' } },
        validity: { quantity: 7, unit: 'DAY' },
        benefits: [
          {
            type: 'TALKTIME',
            unit_type: 'TIME',
            unit: 'MINUTES',
            amount: {
              base: 100,
              promotion_bonus: 20,
              total_excluding_tax: 120,
              total_including_tax: 118,
            },
            additional_information: 'On-net calls',
          },
          {
            type: 'DATA',
            unit_type: 'DATA',
            unit: 'GB',
            amount: {
              base: 1.5,
              promotion_bonus: 0,
              total_excluding_tax: 1.5,
              total_including_tax: 1.5,
            },
            additional_information: null,
          },
          { type: 'SMS', unit_type: 'QUANTITY', unit: 'SMS', amount: 'broken' },
        ],
        required_sender_fields: [['first_name', 'last_name']],
      }),
    );
    const [page] = await collect(source(), ['TZA']);
    expect(page.items[0]).toMatchObject({
      benefits: [
        {
          type: 'TALKTIME',
          unitType: 'TIME',
          unit: 'MINUTES',
          amount: 118,
          additionalInformation: 'On-net calls',
        },
        { type: 'DATA', unitType: 'DATA', unit: 'GB', amount: 1.5, additionalInformation: null },
      ],
      validity: { quantity: 7, unit: 'DAY' },
      requiredFields: { sender: [['first_name', 'last_name']] },
    });
  });

  it('reads GET /promotions page by page, with their products, and leaves out ended ones', async () => {
    const products = [dvsProduct(1, TZA), dvsProduct(2, TZA)];
    const running = { start: '2026-06-01T00:00:00Z', end: '2026-06-30T23:59:59Z' };
    for (let i = 1; i <= 101; i++) standIn.promotions.push(dvsPromotion(i, products, running));
    standIn.promotions.push(
      dvsPromotion(500, products, { start: '2026-05-01T00:00:00Z', end: '2026-06-01T00:00:00Z' }),
      dvsPromotion(600, [dvsProduct(3, KEN)], running),
    );
    const promotions = await source().promotions(['TZA'], NOW);
    expect(promotions).toHaveLength(101);
    expect(promotions[0]).toEqual({
      title: 'Promotion 1',
      description: 'Bonus on 2 products',
      terms: 'While stocks last.',
      startsAt: '2026-06-01T00:00:00.000Z',
      endsAt: '2026-06-30T23:59:59.000Z',
      productIds: ['1', '2'],
    });
    const asked = standIn.requests.filter((r) => r.path === '/promotions');
    expect(asked.map((r) => `${r.query.get('country_iso_code')}:${r.query.get('page')}`)).toEqual([
      'TZA:1',
      'TZA:2',
    ]);
  });

  it('reads PIN products as kind pin, with the fields they need (the sync leaves out what needs more than a number)', async () => {
    standIn.products.push(
      dvsProduct(1, TZA),
      dvsPinProduct(2, TZA),
      dvsPinProduct(3, TZA, { required_sender_fields: [['first_name', 'last_name']] }),
      dvsPinProduct(4, TZA, { required_credit_party_identifier_fields: null }),
    );

    const pages = await collect(source(), ['TZA']);

    const items = pages.flatMap((p) => p.items);
    expect(items.map((p) => [p.id, p.kind])).toEqual([
      ['1', 'fixed'],
      ['2', 'pin'],
      ['3', 'pin'],
      ['4', 'pin'],
    ]);
    expect(items[2]!.requiredFields.sender).toEqual([['first_name', 'last_name']]);
    expect(items[1]).toMatchObject({
      name: '2 TZS PIN',
      wholesaleUsdCents: 187,
      retailUsdCents: 225,
    });
  });

  it('reads ranged products with their range and rates; leaves out those it cannot send or price', async () => {
    // One needing fields we do not collect is read like any (the sync leaves it out).
    standIn.products.push(
      dvsRangedProduct(10, KEN),
      dvsRangedProduct(11, KEN, { accepted_calculation_modes: ['DESTINATION_AMOUNT'] }),
      dvsRangedProduct(12, KEN, {
        source: { unit_type: 'CURRENCY', unit: 'EUR', amount: { min: 1, max: 50 } },
      }),
      dvsRangedProduct(14, KEN, { rates: { base: 129, wholesale: 0, retail: null } }),
    );

    const items = (await collect(source(), ['KEN'])).flatMap((p) => p.items);

    expect(items).toEqual([
      expect.objectContaining({
        id: '10',
        kind: 'ranged',
        name: 'KES any amount',
        destination: { amount: '129', unit: 'KES' },
        // The minimum's prices: 129 KES at 118 retail -> 1.10 USD, at 126.5 wholesale -> 1.02 USD.
        retailUsdCents: 110,
        wholesaleUsdCents: 102,
        range: {
          minCents: 100,
          maxCents: 5000,
          destinationPerUsd: 129,
          destinationUnit: 'KES',
          wholesaleRate: 126.5,
          retailRate: 118,
          feeCents: 0,
        },
      }),
    ]);
    expect(
      standIn.requests.filter((r) => r.path === '/products').map((r) => r.query.get('type')),
    ).toEqual(['FIXED_VALUE_RECHARGE', 'FIXED_VALUE_PIN_PURCHASE', 'RANGED_VALUE_RECHARGE']);
  });

  it('maps prices, sub-services and the current promotion', async () => {
    standIn.products.push(
      dvsProduct(1, TZA, {
        service: { id: 1, name: 'Mobile', subservice: null },
        prices: { wholesale: { unit: 'EUR', amount: 1.5, fee: 0 }, retail: null },
        source: { unit_type: 'CURRENCY', unit: 'USD', amount: '1.731' },
        promotions: [
          {
            id: 1,
            title: 'Last month',
            start_date: '2026-05-01T00:00:00Z',
            end_date: '2026-05-31T23:59:59Z',
          },
          {
            id: 2,
            title: 'Double data weekend',
            start_date: '2026-06-13T00:00:00Z',
            end_date: '2026-06-16T00:00:00Z',
          },
        ],
      }),
      dvsProduct(2, TZA, {
        promotions: [
          { id: 3, title: 'Next month', start_date: '2026-07-01T00:00:00Z', end_date: null },
        ],
        prices: { wholesale: { unit: 'USD', amount: 0.4 }, retail: { unit: 'TZS', amount: 1000 } },
      }),
      dvsProduct(3, TZA, {
        promotions: [{ id: 4, title: 'Always on', start_date: null, end_date: null }],
      }),
    );

    const [page] = await collect(source(), ['TZA']);
    const [first, second, third] = page.items;

    expect(first).toMatchObject({
      subService: null,
      retailUsdCents: null, // none given
      wholesaleUsdCents: 174, // from `source`: wholesale is not in USD; 1.731 rounds up
      promotion: 'Double data weekend',
    });
    expect(second).toMatchObject({ retailUsdCents: null, wholesaleUsdCents: 40, promotion: '' });
    expect(third.promotion).toBe('Always on');
  });

  it('skips ranged products and products it cannot read', async () => {
    standIn.ignoreTypeFilter = true;
    standIn.products.push(
      dvsProduct(1, TZA),
      dvsProduct(2, TZA, {
        type: 'RANGED_VALUE_RECHARGE',
        destination: { unit: 'TZS', min_amount: 500, max_amount: 100000 },
      }),
      dvsProduct(3, TZA, { destination: null }),
      dvsProduct(4, TZA),
    );

    standIn.products.push(dvsPinProduct(5, TZA));
    const pages = await collect(source(), ['TZA']);

    // Each type's request keeps its own type only, so nothing is read twice.
    expect(pages.flatMap((p) => p.items.map((i) => [i.id, i.kind]))).toEqual([
      ['1', 'fixed'],
      ['4', 'fixed'],
      ['5', 'pin'],
    ]);
  });

  it('turns 401 into DtoneApiError with the DVS code', async () => {
    const run = collect(source({ DTONE_API_SECRET: 'wrong' }), ['TZA']);
    await expect(run).rejects.toBeInstanceOf(DtoneApiError);
    await expect(run).rejects.toMatchObject({ status: 401, dvsCode: 1000401 });
  });

  it('waits out a 429 (Retry-After) and carries on', async () => {
    standIn.products.push(dvsProduct(1, TZA));
    standIn.scripted.push({
      status: 429,
      headers: { 'Retry-After': '1', 'X-RateLimit-Remaining': '0' },
      body: { errors: [{ code: 1000429, message: 'Too many requests' }] },
    });
    const started = Date.now();

    const pages = await collect(source(), ['TZA']);

    expect(pages[0].items).toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    // The refused request again, then the PIN and the ranged products' requests.
    expect(standIn.requests.filter((r) => r.path === '/products')).toHaveLength(4);
  });

  it('pauses before the next call when DT One says the quota is used up', async () => {
    for (let i = 1; i <= 150; i++) standIn.products.push(dvsProduct(i, TZA));
    standIn.answerHeaders = { 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '1' };
    const started = Date.now();

    const pages = await collect(source(), ['TZA']);

    expect(pages).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(standIn.requests).toHaveLength(4); // waited instead of being refused
  });

  it('backs off on a 429 without headers and gives up as unavailable when it persists', async () => {
    standIn.products.push(dvsProduct(1, TZA));
    const tooMany = { status: 429, body: { errors: [{ code: 1000429, message: 'Slow down' }] } };
    standIn.scripted.push(tooMany, tooMany);
    const pages = await collect(source({}, { retries: 2, backoffBaseMs: 20 }), ['TZA']);
    expect(pages[0].items).toHaveLength(1);

    standIn.scripted.push(tooMany, tooMany, tooMany);
    const run = collect(source({}, { retries: 2, backoffBaseMs: 20 }), ['TZA']);
    await expect(run).rejects.toBeInstanceOf(DtoneUnavailableError);
    // Rate limited, not down: answered 503 with Retry-After should it reach a request.
    await expect(run).rejects.toMatchObject({ code: 'DTONE.RATE_LIMITED', retryAfterSeconds: 30 });
  });

  it('turns a 500 into DtoneUnavailableError', async () => {
    standIn.scripted.push({
      status: 500,
      body: { errors: [{ code: 1009001, message: 'Unexpected error' }] },
    });
    const run = collect(source(), ['TZA']);
    await expect(run).rejects.toBeInstanceOf(DtoneUnavailableError);
    await expect(run).rejects.toThrow(/500.*Unexpected error \(1009001\)/);
    await expect(run).rejects.toMatchObject({ code: 'DTONE.UNAVAILABLE', retryAfterSeconds: null });
  });

  it('gives up after DTONE_TIMEOUT_MS', async () => {
    standIn.delayMs = 1500;
    const started = Date.now();
    const run = collect(source({ DTONE_TIMEOUT_MS: '200' }), ['TZA']);
    await expect(run).rejects.toBeInstanceOf(DtoneUnavailableError);
    await expect(run).rejects.toThrow(/did not answer GET \/products within 200 ms/);
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('treats an unreachable DT One as unavailable', async () => {
    const port = await freePort(); // nothing listens there
    const client = clientFor(standIn, { DTONE_API_URL: `http://127.0.0.1:${port}/v1` });
    await expect(collect(new DtoneOfferSource(client), ['TZA'])).rejects.toBeInstanceOf(
      DtoneUnavailableError,
    );
  });
});
