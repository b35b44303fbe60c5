import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Offer } from '../domain/offer';
import { toOfferView } from '../domain/offer-view';
import { anOffer, MemoryChangeNotifier, MemoryOffers } from '../testing/memory-catalog';
import { OffersCatalogueService } from './offers-catalogue.service';

const ethio = anOffer('et1', {
  operatorName: 'Ethio Telecom',
  operatorCountry: 'Ethiopia',
  countryIso3: 'ETH',
});
const voda = anOffer('tz1');
const tigo = anOffer('tz2', { operatorName: 'Tigo Tanzania' });

function setUp(offers: Offer[] = [ethio, voda, tigo]) {
  const repository = new MemoryOffers();
  for (const offer of offers) repository.add(offer);
  const notifier = new MemoryChangeNotifier();
  return { repository, notifier, catalogue: new OffersCatalogueService(repository, notifier) };
}

const productIds = (json: Buffer) =>
  (JSON.parse(json.toString()) as { productId: string }[]).map((o) => o.productId);

afterEach(() => jest.restoreAllMocks());

/** Lets a re-read running behind the requests finish. */
const settle = () => new Promise((r) => setImmediate(r));

describe('the offers catalogue', () => {
  it('answers the active offers as the browser reads them, gzip and brotli made once', async () => {
    const { catalogue } = setUp();
    const answer = await catalogue.get({});
    expect(JSON.parse(answer.json.toString())).toEqual(
      [ethio, voda, tigo].map((o) => toOfferView(o)),
    );
    expect(gunzipSync(answer.gzip)).toEqual(answer.json);
    expect(brotliDecompressSync(answer.brotli)).toEqual(answer.json);
    expect(answer.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  });

  it('reads the offers once and serves a filter from memory after its first request', async () => {
    const { catalogue, repository } = setUp();
    const first = await catalogue.get({ country: 'Tanzania' });
    expect(await catalogue.get({ country: 'Tanzania' })).toBe(first);
    await catalogue.get({});
    expect(repository.listReads).toBe(1);
  });

  it('reads the offers once for simultaneous first requests', async () => {
    const { catalogue, repository } = setUp();
    await Promise.all([catalogue.get({}), catalogue.get({ country: 'Ethiopia' })]);
    expect(repository.listReads).toBe(1);
  });

  it('filters by country and operator, whatever their case, under one entry', async () => {
    const { catalogue } = setUp();
    expect(productIds((await catalogue.get({ country: 'tanzania' })).json)).toEqual(['tz1', 'tz2']);
    expect(await catalogue.get({ country: 'TANZANIA' })).toBe(
      await catalogue.get({ country: 'Tanzania' }),
    );
    const tigoOnly = await catalogue.get({ country: 'Tanzania', operator: 'tigo tanzania' });
    expect(productIds(tigoOnly.json)).toEqual(['tz2']);
    expect(productIds((await catalogue.get({ operator: 'Ethio Telecom' })).json)).toEqual(['et1']);
    expect(await catalogue.cachedAnswerCount()).toBe(3);
  });

  it('answers one shared empty list to filters that match nothing, and keeps none of them', async () => {
    const { catalogue } = setUp();
    const none = await catalogue.get({ country: 'Atlantis' });
    expect(none.json.toString()).toBe('[]');
    expect(await catalogue.get({ operator: 'x'.repeat(500) })).toBe(none);
    // Bounded by the catalogue, never by what clients type.
    expect(await catalogue.cachedAnswerCount()).toBe(0);
  });

  it('rebuilds after a sync anywhere announces a change', async () => {
    const { catalogue, repository, notifier } = setUp();
    const before = await catalogue.get({});
    repository.add(anOffer('tz3'));
    await notifier.announce();
    const after = await catalogue.get({});
    expect(productIds(after.json)).toContain('tz3');
    expect(after.etag).not.toBe(before.etag);
    expect(repository.listReads).toBe(2);
  });

  it('listens for changes from its first request on, once', async () => {
    const { catalogue, notifier } = setUp();
    expect(notifier.subscriptions).toBe(0); // the worker never serves offers: it never listens
    await catalogue.get({});
    await catalogue.get({ country: 'Ethiopia' });
    expect(notifier.subscriptions).toBe(1);
  });

  it('re-reads a version older than a minute anyway (an announcement can be missed), once, behind the requests', async () => {
    const { catalogue, repository } = setUp();
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const first = await catalogue.get({});
    now.mockReturnValue(1_000_000 + 59_999);
    await catalogue.get({});
    expect(repository.listReads).toBe(1);
    now.mockReturnValue(1_000_000 + 60_000);
    repository.add(anOffer('tz3'));
    // Two requests meet the stale version: both are answered from it, one re-read runs behind.
    const [a, b] = await Promise.all([catalogue.get({}), catalogue.get({})]);
    expect([a, b]).toEqual([first, first]);
    await settle();
    expect(repository.listReads).toBe(2);
    expect(productIds((await catalogue.get({})).json)).toContain('tz3');
  });

  it('lends the built list without waiting only while it is current (the front door)', async () => {
    const { catalogue, notifier, repository } = setUp();
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    expect(catalogue.peekAll()).toBeUndefined(); // nothing read yet
    await catalogue.get({ country: 'Tanzania' });
    expect(catalogue.peekAll()).toBeUndefined(); // read, but the full list not built
    const all = await catalogue.get({});
    await settle();
    expect(catalogue.peekAll()).toBe(all);
    // Past its minute: the usual way answers it and re-reads behind; then it is lent again.
    now.mockReturnValue(1_000_000 + 60_000);
    expect(catalogue.peekAll()).toBeUndefined();
    await catalogue.get({});
    await settle();
    expect(catalogue.peekAll()).toBe(all); // same offers: the same answer, current again
    // A change announced: nothing lent until the new version is built.
    repository.add(anOffer('tz3'));
    await notifier.announce();
    expect(catalogue.peekAll()).toBeUndefined();
    const changed = await catalogue.get({});
    await settle();
    expect(catalogue.peekAll()).toBe(changed);
    expect(productIds(changed.json)).toContain('tz3');
  });

  it('drops a promotion at its end without a sync: no cached answer outlives it', async () => {
    const end = Date.parse('2026-12-31T23:59:59Z');
    const promoted = anOffer('tz9', {
      promotions: [
        {
          title: 'December bonus',
          description: '',
          terms: 'Terms',
          startsAt: '2026-12-01T00:00:00Z',
          endsAt: new Date(end).toISOString(),
        },
      ],
    });
    const { catalogue, repository } = setUp([promoted]);
    const now = jest.spyOn(Date, 'now').mockReturnValue(end - 1000);
    const promotionOf = async () =>
      (JSON.parse((await catalogue.get({})).json.toString()) as { promotion: unknown }[])[0]
        ?.promotion;
    expect(await promotionOf()).toMatchObject({
      title: 'December bonus',
      endsAt: new Date(end).toISOString(),
    });
    await settle();
    expect(catalogue.peekAll()).toBeDefined();
    now.mockReturnValue(end);
    expect(catalogue.peekAll()).toBeUndefined(); // the front door lends nothing past the end
    expect(await promotionOf()).toBeNull();
    expect(repository.listReads).toBe(2); // read again at once, not after its minute
  });

  it('keeps the serialised answers when a re-read finds the same offers', async () => {
    const { catalogue, repository } = setUp();
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const first = await catalogue.get({ country: 'Tanzania' });
    now.mockReturnValue(1_000_000 + 60_000);
    await catalogue.get({ country: 'Tanzania' });
    await settle();
    // The repository's version was asked, and it said nothing changed: no offer was read.
    expect(repository.versionReads).toBe(2);
    expect(repository.listReads).toBe(1);
    expect(await catalogue.get({ country: 'Tanzania' })).toBe(first);
    // And the kept version counts as fresh again: no re-check on every request.
    await catalogue.get({});
    await settle();
    expect(repository.versionReads).toBe(2);
  });

  it('keeps answering the held version when a re-read fails', async () => {
    const { catalogue, repository } = setUp();
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const first = await catalogue.get({});
    now.mockReturnValue(1_000_000 + 60_000);
    repository.add(anOffer('tz9')); // a change, so the re-read reads the offers, and fails
    repository.failNextList = true;
    expect(await catalogue.get({})).toBe(first);
    await settle();
    expect(await catalogue.get({})).toBe(first);
    await settle();
    expect(repository.listReads).toBe(3); // tried again at the next request
  });

  it('compresses a catalogue of hundreds of kilobytes with brotli too (a faster quality)', async () => {
    const many = Array.from({ length: 1500 }, (_, i) => anOffer(`bulk-${i}`));
    const { catalogue } = setUp(many);
    const answer = await catalogue.get({});
    expect(answer.json.length).toBeGreaterThan(256 * 1024);
    expect(brotliDecompressSync(answer.brotli)).toEqual(answer.json);
    expect(answer.brotli.length).toBeLessThan(answer.gzip.length);
  });

  it('keeps no failed read: the next request reads again', async () => {
    const { catalogue, repository } = setUp();
    repository.failNextList = true;
    await expect(catalogue.get({})).rejects.toThrow('database unavailable');
    expect(productIds((await catalogue.get({})).json)).toHaveLength(3);
    expect(repository.listReads).toBe(2);
  });

  it('keeps no failed answer: the next request builds it again', async () => {
    const { catalogue } = setUp();
    // Stands in for any fault while serialising (out of memory, a bad row).
    jest.spyOn(JSON, 'stringify').mockImplementationOnce(() => {
      throw new Error('cannot serialise');
    });
    await expect(catalogue.get({})).rejects.toThrow('cannot serialise');
    expect(await catalogue.cachedAnswerCount()).toBe(0);
    expect(productIds((await catalogue.get({})).json)).toHaveLength(3);
  });

  it('tries to listen again when listening failed (Redis down at the first request)', async () => {
    const { catalogue, notifier, repository } = setUp();
    notifier.failNextSubscribe = true;
    await expect(catalogue.get({})).rejects.toThrow('Redis unreachable');
    await catalogue.get({});
    // Now listening: an announcement reaches this process.
    repository.add(anOffer('tz3'));
    await notifier.announce();
    expect(productIds((await catalogue.get({})).json)).toContain('tz3');
  });
});
