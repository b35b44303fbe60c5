import { DataSource } from 'typeorm';
import { OfferRepository } from '@modules/catalog/ports/offer-repository.port';
import { OfferSource } from '@modules/catalog/ports/offer-source.port';
import { OfferSyncService } from '@modules/catalog/services/offer-sync.service';
import { createMigratedDatabase } from '../setup/global-setup';
import { createTestApp, TestApp } from '../support/test-app';

const dbName = () => decodeURIComponent(new URL(process.env.DATABASE_URL!).pathname.slice(1));
import { EditableOfferSource, product } from '@modules/catalog/testing/fake-offer-source';

describe('offer sync', () => {
  let t: TestApp;
  let source: EditableOfferSource;
  let sync: OfferSyncService;
  let db: DataSource;
  const prefix = `sync-${Date.now()}-`;

  beforeAll(async () => {
    source = new EditableOfferSource();
    // A database of its own: a sync deactivates every offer it does not see.
    const own = await createMigratedDatabase(process.env.TEST_DATABASE_SERVER!, `${dbName()}_sync`);
    t = await createTestApp({}, { DATABASE_URL: own }, (builder) =>
      builder.overrideProvider(OfferSource).useValue(source),
    );
    sync = t.app.get(OfferSyncService);
    db = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  const row = (id: string) =>
    db
      .query(
        'SELECT amount_cents, service_charge_cents, active, product_name, promotion_bonus, updated_at FROM offers WHERE product_id = $1',
        [prefix + id],
      )
      .then((r: Record<string, unknown>[]) => r[0]);

  it('inserts, updates, deactivates, and a rerun changes nothing', async () => {
    source.items = [
      product(prefix + 'a'),
      product(prefix + 'b', { retailUsdCents: null, wholesaleUsdCents: 333 }),
      product(prefix + 'c'),
    ];
    const first = await sync.sync();
    expect(first).toMatchObject({ inserted: 3, updated: 0 });
    expect(await row('b')).toMatchObject({
      amount_cents: 367,
      service_charge_cents: 62,
      active: true,
    }); // 333 + 10 % up; 50 + 3 % up

    source.items = [
      product(prefix + 'a', { retailUsdCents: 150, promotion: 'Double bonus' }),
      product(prefix + 'b', { retailUsdCents: null, wholesaleUsdCents: 333 }),
    ];
    const before = await row('b');
    const second = await sync.sync();
    expect(second).toMatchObject({ inserted: 0, updated: 2 });
    expect(second!.deactivated).toBeGreaterThanOrEqual(1);
    expect(await row('a')).toMatchObject({
      amount_cents: 150,
      promotion_bonus: 'Double bonus',
      active: true,
    });
    expect(await row('c')).toMatchObject({ active: false }); // vanished: kept, deactivated
    expect((await row('b')).updated_at).toEqual(before.updated_at); // unchanged rows keep their date

    const rerun = await sync.sync();
    expect(rerun).toMatchObject({ inserted: 0, deactivated: 0 });
    expect(await row('c')).toMatchObject({ active: false });

    source.items.push(product(prefix + 'c'));
    await sync.sync();
    expect(await row('c')).toMatchObject({ active: true }); // back on the list: active again
  });

  it('gives the active offers a version that changes with any column of any of them', async () => {
    const offers = t.app.get(OfferRepository);
    const version = await offers.activeVersion();
    expect(await offers.activeVersion()).toBe(version); // nothing changed: the same
    // A column the sync does not date (updated_at) still changes the version.
    await db.query(`UPDATE offers SET operator_name = operator_name || ' ' WHERE product_id = $1`, [
      prefix + 'a',
    ]);
    const renamed = await offers.activeVersion();
    expect(renamed).not.toBe(version);
    await db.query(`UPDATE offers SET active = false WHERE product_id = $1`, [prefix + 'a']);
    expect(await offers.activeVersion()).not.toBe(renamed);
  });

  it('keeps what arrives and the promotions in PostgreSQL, and reads them back', async () => {
    source.items = [
      product(prefix + 'w', {
        benefits: [
          {
            type: 'TALKTIME',
            unitType: 'TIME',
            unit: 'MINUTES',
            amount: 100,
            additionalInformation: null,
          },
          { type: 'DATA', unitType: 'DATA', unit: 'GB', amount: 1, additionalInformation: 'Night' },
        ],
        validity: { quantity: 7, unit: 'DAY' },
      }),
      product(prefix + 'kyc', {
        requiredFields: {
          creditParty: [['mobile_number', 'account_number']],
          debitParty: [],
          sender: [],
          beneficiary: [],
          statement: [],
          additional: [],
        },
      }),
    ];
    source.promotionList = [
      {
        title: 'Double minutes',
        description: '',
        terms: 'Terms',
        startsAt: '2026-01-01T00:00:00.000Z',
        endsAt: '2999-01-01T00:00:00.000Z',
        productIds: [prefix + 'w'],
      },
    ];
    expect(await sync.sync()).toMatchObject({ inserted: 1, skipped: 1, needingFields: 1 });
    const offer = await t.app.get(OfferRepository).findActive(prefix + 'w');
    expect(offer).toMatchObject({
      whatArrives: {
        summary: '100 min + 1 GB',
        validity: '7 days',
        benefits: [
          { type: 'TALKTIME', text: '100 min', note: null },
          { type: 'DATA', text: '1 GB', note: 'Night' },
        ],
      },
      promotions: [{ title: 'Double minutes', endsAt: '2999-01-01T00:00:00.000Z' }],
    });
    expect(await row('kyc')).toBeUndefined();
    source.promotionList = [];
  });

  it('skips products without a USD price', async () => {
    source.items = [product(prefix + 'x', { retailUsdCents: null, wholesaleUsdCents: null })];
    expect(await sync.sync()).toMatchObject({ skipped: 1, inserted: 0 });
    expect(await row('x')).toBeUndefined();
  });

  it('runs two concurrent triggers once', async () => {
    source.items = [product(prefix + 'p1'), product(prefix + 'p2'), product(prefix + 'p3')];
    source.pageDelayMs = 300;
    const [one, two] = await Promise.all([sync.sync(), sync.sync()]);
    source.pageDelayMs = 0;
    expect([one, two].filter((r) => r === null)).toHaveLength(1); // the second found the lock taken
  });
});
