import type { AppConfig } from '@config/app-config';
import type { ProviderProduct } from '../ports/offer-source.port';
import { PagedOfferSource, product } from '../testing/fake-offer-source';
import { anOffer, MemoryChangeNotifier, MemoryOffers } from '../testing/memory-catalog';
import { OfferSyncService } from './offer-sync.service';

const config = {
  env: {
    PRICING_MARKUP_PERCENT: 10,
    PRICING_FEE_FIXED_CENTS: 50,
    PRICING_FEE_PERCENT: 3,
    DTONE_COUNTRIES: ['ETH', 'TZA'],
  },
} as unknown as AppConfig;

/** Three pages of two products each: 1a 1b | 2a 2b | 3a 3b. */
const threePages = () => [1, 2, 3].map((n) => [product(`${n}a`), product(`${n}b`)]);

function setUp(pages: ProviderProduct[][] = threePages()) {
  const log: string[] = [];
  const source = new PagedOfferSource(pages, log);
  const offers = new MemoryOffers();
  offers.onWrite = (items) => {
    log.push(`write ${items.map((i) => i.product.id).join(' ')}`);
  };
  const notifier = new MemoryChangeNotifier();
  const progress: number[] = [];
  const service = new OfferSyncService(source, offers, notifier, config);
  const sync = () => service.sync((percent) => void progress.push(percent));
  return { log, source, offers, notifier, progress, service, sync };
}

describe('the offer sync', () => {
  it('prices and stores every product DT One lists for our countries', async () => {
    const { source, offers, sync } = setUp([
      [product('retail', { retailUsdCents: 500 })],
      [product('wholesale', { retailUsdCents: null, wholesaleUsdCents: 333 })],
    ]);
    expect(await sync()).toEqual({ inserted: 2, updated: 0, deactivated: 0, skipped: 0 });
    expect(source.countriesAsked).toEqual([['ETH', 'TZA']]);
    // Retail price as it is; wholesale + 10 % rounded up; fee 50 ¢ + 3 % rounded up.
    expect(await offers.findActive('retail')).toMatchObject({
      amountCents: 500,
      serviceChargeCents: 65,
    });
    expect(await offers.findActive('wholesale')).toMatchObject({
      amountCents: 367,
      serviceChargeCents: 62,
    });
  });

  it('asks for the next page while it writes the current one', async () => {
    const { log, sync } = setUp();
    await sync();
    expect(log).toEqual([
      'fetch 1',
      'fetch 2',
      'write 1a 1b',
      'fetch 3',
      'write 2a 2b',
      'closed', // asked for a fourth page: there is none
      'write 3a 3b',
    ]);
  });

  it('counts offers seen before as updated', async () => {
    const { sync } = setUp();
    await sync();
    expect(await sync()).toEqual({ inserted: 0, updated: 6, deactivated: 0, skipped: 0 });
  });

  it('skips a product without a USD price, and deactivates its old offer', async () => {
    const { offers, sync } = setUp([
      [product('priced'), product('unpriced', { retailUsdCents: null, wholesaleUsdCents: null })],
    ]);
    offers.add(anOffer('unpriced'));
    expect(await sync()).toEqual({ inserted: 1, updated: 0, deactivated: 1, skipped: 1 });
    expect(await offers.findActive('unpriced')).toBeNull();
  });

  it('deactivates what DT One no longer lists (kept, never deleted)', async () => {
    const { offers, sync } = setUp();
    offers.add(anOffer('withdrawn'));
    expect((await sync())?.deactivated).toBe(1);
    expect(await offers.findActive('withdrawn')).toBeNull();
    expect(offers.offers.get('withdrawn')?.active).toBe(false);
    expect(await offers.countActive()).toBe(6);
  });

  it('announces the change once it is done, so every API instance rebuilds its answers', async () => {
    const { notifier, sync } = setUp();
    await sync();
    expect(notifier.announced).toBe(1);
  });

  it('reports progress per page up to 95 %, then 100 % when done', async () => {
    const { progress, sync } = setUp();
    await sync();
    expect(progress).toEqual([32, 63, 95, 100]);
  });

  it('reports progress when DT One says there are no pages at all (no division by zero)', async () => {
    const { source, progress, sync } = setUp([[product('only')]]);
    source.reportedTotalPages = 0;
    await sync();
    expect(progress).toEqual([95, 100]);
  });

  it('runs without a progress listener', async () => {
    const { service } = setUp();
    expect(await service.sync()).toMatchObject({ inserted: 6 });
  });

  it('answers null and touches nothing while another sync holds the lock', async () => {
    const { source, offers, notifier, sync } = setUp();
    offers.add(anOffer('old'));
    offers.locked = true;
    expect(await sync()).toBeNull();
    expect(source.countriesAsked).toEqual([]);
    expect(await offers.findActive('old')).not.toBeNull();
    expect(notifier.announced).toBe(0);
  });

  describe('when a write fails', () => {
    it('asks for no more pages, lets go of DT One and fails with the write’s error', async () => {
      const { log, offers, notifier, progress, sync } = setUp();
      offers.add(anOffer('old'));
      offers.onWrite = (items) => {
        log.push(`write ${items.map((i) => i.product.id).join(' ')}`);
        throw new Error('disk full');
      };
      await expect(sync()).rejects.toThrow('disk full');
      // Page 2 was already on its way (the prefetch); page 3 is never asked for.
      expect(log).toEqual(['fetch 1', 'fetch 2', 'write 1a 1b', 'closed']);
      // A half-done sync must not deactivate what it did not get to see.
      expect(await offers.findActive('old')).not.toBeNull();
      expect(notifier.announced).toBe(0);
      expect(progress).toEqual([]);
    });

    it('fails with the write’s error even when the page fetched meanwhile failed too', async () => {
      const { source, offers, sync } = setUp();
      source.failingPage = 2;
      offers.onWrite = () => {
        throw new Error('disk full');
      };
      await expect(sync()).rejects.toThrow('disk full');
    });
  });

  describe('when a page cannot be fetched', () => {
    it('fails with DT One’s error, keeping the pages written and deactivating nothing', async () => {
      const { log, source, offers, notifier, progress, sync } = setUp();
      offers.add(anOffer('old'));
      source.failingPage = 2;
      await expect(sync()).rejects.toThrow('DT One answered 503 for page 2');
      expect(log).toEqual(['fetch 1', 'fetch 2', 'write 1a 1b', 'closed']);
      expect(await offers.findActive('1a')).not.toBeNull();
      expect(await offers.findActive('old')).not.toBeNull();
      expect(notifier.announced).toBe(0);
      expect(progress).toEqual([32]);
    });

    it('leaves no unhandled rejection when the prefetch fails during a slow write', async () => {
      const { source, offers, sync } = setUp();
      source.failingPage = 2;
      // The write of page 1 outlasts the failing fetch of page 2.
      offers.onWrite = () => new Promise((r) => setTimeout(r, 20));
      await expect(sync()).rejects.toThrow('DT One answered 503 for page 2');
      expect(source.unhandledPageFailures).toBe(0);
    });
  });
});

describe('the offer sync and what arrives', () => {
  const needsSender = {
    creditParty: [['mobile_number']],
    debitParty: [],
    sender: [['first_name', 'last_name']],
    beneficiary: [],
    statement: [],
    additional: [],
  };

  it('skips products needing fields we do not collect: never sold and then refused', async () => {
    const { offers, sync } = setUp([
      [product('plain'), product('kyc', { requiredFields: needsSender })],
    ]);
    expect(await sync()).toEqual({
      inserted: 1,
      updated: 0,
      deactivated: 0,
      skipped: 1,
      needingFields: 1,
    });
    expect(await offers.findActive('kyc')).toBeNull();
  });

  it('deactivates an offer once DT One starts wanting such fields for it', async () => {
    const { offers, sync } = setUp([[product('kyc', { requiredFields: needsSender })]]);
    offers.add(anOffer('kyc'));
    expect(await sync()).toMatchObject({ deactivated: 1, skipped: 1 });
  });

  it('keeps what arrives and the promotions of GET /promotions with the products', async () => {
    const { source, offers, sync } = setUp([
      [
        product('bundle', {
          benefits: [
            {
              type: 'DATA',
              unitType: 'DATA',
              unit: 'GB',
              amount: 1.5,
              additionalInformation: null,
            },
          ],
          validity: { quantity: 7, unit: 'DAY' },
          promotions: [
            {
              title: 'Own promo',
              description: '',
              terms: '',
              startsAt: null,
              endsAt: '2000-01-01T00:00:00.000Z',
            },
          ],
        }),
      ],
    ]);
    source.promotionList = [
      {
        title: 'Double data',
        description: 'x2',
        terms: 'Terms',
        startsAt: '2026-01-01T00:00:00.000Z',
        endsAt: '2999-01-01T00:00:00.000Z',
        productIds: ['bundle', 'elsewhere'],
      },
    ];
    await sync();
    expect(await offers.findActive('bundle')).toMatchObject({
      whatArrives: { summary: '1.5 GB', validity: '7 days' },
      // The product's own ended promotion is not kept.
      promotions: [{ title: 'Double data', endsAt: '2999-01-01T00:00:00.000Z' }],
    });
  });

  it('goes on without GET /promotions when that call fails', async () => {
    const { source, offers, sync } = setUp([[product('a')]]);
    source.promotionList = new Error('DT One answered 503');
    expect(await sync()).toMatchObject({ inserted: 1 });
    expect(await offers.findActive('a')).toMatchObject({ promotions: [] });
  });
});
