import { sandboxCatalogue } from '@integrations/dtone/sandbox/sandbox-catalogue';
import { SandboxMobileLookup } from '@integrations/dtone/sandbox/sandbox-mobile-lookup';
import { SandboxOfferSource } from '@integrations/dtone/sandbox/sandbox-offer-source';
import { sandboxProductId, sandboxProducts } from '@integrations/dtone/sandbox/sandbox-products';
import type { ProviderProduct } from '@modules/catalog/ports/offer-source.port';

const TEN = ['ETH', 'ERI', 'TZA', 'KEN', 'UGA', 'RWA', 'SOM', 'SSD', 'NGA', 'GHA'];

describe('sandbox catalogue', () => {
  it('covers the ten countries with their operators', () => {
    expect(sandboxCatalogue.map((c) => c.iso3).sort()).toEqual([...TEN].sort());
    for (const country of sandboxCatalogue) {
      // Eritrea really has one operator (Eritel); every other country has several.
      expect(country.operators.length).toBeGreaterThanOrEqual(country.iso3 === 'ERI' ? 1 : 2);
    }
    const names = sandboxCatalogue.flatMap((c) => c.operators.map((o) => o.name)).join(' | ');
    for (const operator of [
      'Ethio telecom',
      'Safaricom Ethiopia',
      'Safaricom Kenya',
      'Vodacom Tanzania',
      'Yas Tanzania',
      'Halotel',
      'Airtel',
      'MTN',
      'Glo',
      '9mobile',
      'Hormuud',
      'Eritel',
      'Zain South Sudan',
      'Telkom Kenya',
      'Lycamobile Uganda',
      'AirtelTigo',
    ]) {
      expect(names).toContain(operator);
    }
  });

  it('has unique operator ids, and no prefix shared by two operators of one country', () => {
    const ids = sandboxCatalogue.flatMap((c) => c.operators.map((o) => o.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const country of sandboxCatalogue) {
      const prefixes = country.operators.flatMap((o) => o.prefixes);
      expect(new Set(prefixes).size).toBe(prefixes.length);
    }
  });

  it('gives stable, unique, numeric product ids', () => {
    const ids = sandboxProducts.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[1-9]\d{6}$/);
    // Pinned: a change here would duplicate every synced sandbox offer.
    expect(sandboxProductId(301, 'Airtime:2,000 TZS Airtime')).toBe(
      sandboxProducts.find((p) => p.operatorId === '301' && p.name === '2,000 TZS Airtime')?.id,
    );
    expect(sandboxProductId(301, 'Airtime:2,000 TZS Airtime')).toBe('9137484');
  });

  it('prices airtime at realistic local amounts, with data bundles and promotions', () => {
    const vodacom = sandboxProducts.filter((p) => p.operatorName === 'Vodacom Tanzania');
    expect(vodacom.filter((p) => p.subService === 'Airtime').map((p) => p.destination)).toEqual(
      expect.arrayContaining(
        ['1000', '2000', '5000', '10000'].map((amount) => ({ amount, unit: 'TZS' })),
      ),
    );
    const twoThousand = vodacom.find((p) => p.name === '2,000 TZS Airtime')!;
    expect(twoThousand).toMatchObject({
      service: 'Mobile',
      countryIso3: 'TZA',
      countryName: 'Tanzania',
      retailUsdCents: 90, // 2,000 TZS is about 0.80 USD
      wholesaleUsdCents: 82,
      promotion: '20% bonus airtime',
    });
    expect(sandboxProducts.some((p) => p.subService === 'Data' && p.name === '1GB 7 days')).toBe(
      true,
    );
    expect(sandboxProducts.some((p) => p.subService === 'Bundle')).toBe(true);
    expect(sandboxProducts.some((p) => p.promotion === 'Double data weekend')).toBe(true);
    for (const p of sandboxProducts) {
      expect(p.wholesaleUsdCents).toBeGreaterThan(0);
      if (p.retailUsdCents !== null) expect(p.retailUsdCents).toBeGreaterThan(p.wholesaleUsdCents!);
    }
    // Without DT One's retail price, pricing falls back to wholesale + markup: keep that path alive.
    expect(sandboxProducts.some((p) => p.retailUsdCents === null)).toBe(true);
  });
});

describe('SandboxOfferSource', () => {
  it('serves the chosen countries in pages of 25', async () => {
    const pages: { page: number; totalPages: number; items: ProviderProduct[] }[] = [];
    for await (const page of new SandboxOfferSource().products(TEN)) pages.push(page);

    const items = pages.flatMap((p) => p.items);
    expect(items).toHaveLength(sandboxProducts.length);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.map((p) => p.page)).toEqual(pages.map((_, i) => i + 1));
    for (const page of pages) {
      expect(page.totalPages).toBe(pages.length);
      expect(page.items.length).toBeLessThanOrEqual(25);
    }
    expect(new Set(items.map((p) => p.countryIso3))).toEqual(new Set(TEN));
  });

  it('serves only the countries asked for, the same ids every time', async () => {
    const read = async () => {
      const items: ProviderProduct[] = [];
      for await (const page of new SandboxOfferSource().products(['ken', 'XXX']))
        items.push(...page.items);
      return items;
    };
    const first = await read();
    expect(new Set(first.map((p) => p.countryIso3))).toEqual(new Set(['KEN']));
    expect((await read()).map((p) => p.id)).toEqual(first.map((p) => p.id));
  });
});

describe('SandboxMobileLookup', () => {
  const lookup = new SandboxMobileLookup();

  it.each([
    ['+255754123456', 'Vodacom Tanzania', 'TZA'],
    ['+255712345678', 'Yas Tanzania (formerly Tigo)', 'TZA'],
    ['+255682345678', 'Airtel Tanzania', 'TZA'],
    ['+255622345678', 'Halotel', 'TZA'],
    ['+254712345678', 'Safaricom Kenya', 'KEN'],
    ['+254733123456', 'Airtel Kenya', 'KEN'],
    ['+251911234567', 'Ethio telecom', 'ETH'],
    ['+251712345678', 'Safaricom Ethiopia', 'ETH'],
    ['+2348031234567', 'MTN Nigeria', 'NGA'],
    ['+2348051234567', 'Glo Nigeria', 'NGA'],
    ['+2348021234567', 'Airtel Nigeria', 'NGA'],
    ['+233241234567', 'MTN Ghana', 'GHA'],
    ['+233201234567', 'Telecel Ghana', 'GHA'],
    ['+233261234567', 'AirtelTigo', 'GHA'],
    ['+256772345678', 'MTN Uganda', 'UGA'],
    ['+256701234567', 'Airtel Uganda', 'UGA'],
    ['+256726123456', 'Lycamobile Uganda', 'UGA'],
    ['+250781234567', 'MTN Rwanda', 'RWA'],
    ['+250721234567', 'Airtel Rwanda', 'RWA'],
    ['+252612345678', 'Hormuud', 'SOM'],
    ['+211921234567', 'MTN South Sudan', 'SSD'],
    ['+211911234567', 'Zain South Sudan', 'SSD'],
    ['+2917123456', 'Eritel', 'ERI'],
    ['00255 754 123 456', 'Vodacom Tanzania', 'TZA'],
  ])('%s belongs to %s', async (number, name, countryIso3) => {
    const result = await lookup.lookup(number);
    expect(result).toEqual({
      valid: true,
      operators: [{ id: expect.any(String), name, countryIso3, identified: true }],
    });
  });

  it.each([
    ['+1 202 555 0100', 'a country outside the catalogue'],
    ['+25575412', 'too short'],
    ['+2557541234567', 'too long'],
    ['+255991234567', 'no operator uses the prefix'],
    ['0754123456', 'not international'],
    ['call me', 'not a number'],
  ])('%s is invalid (%s)', async (number) => {
    await expect(lookup.lookup(number)).resolves.toEqual({ valid: false });
  });
});
