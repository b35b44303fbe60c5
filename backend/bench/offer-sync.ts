// `npm run bench`: an offer sync of 10,000 DT One products (target <= 2 s), the real adapter
// (DtoneOfferSource over HTTP, pages of 100) against a local DVS stand-in speaking DT One's wire
// format, the real repository on a fresh database, the real Redis announcement. Then the same
// sync again (nothing changed: every row compared, none written) and one after DT One dropped a
// tenth (deactivations). Alone: `tsx bench/offer-sync.ts`.
import 'reflect-metadata';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { AppConfig } from '@config/app-config';
import { dataSourceOptions } from '@database/data-source-options';
import { DtoneOfferSource } from '@integrations/dtone/dtone-offer-source';
import { DvsHttpClient } from '@integrations/dtone/dvs-http-client';
import { OfferTypeormRepository } from '@modules/catalog/infra/offer.sql-repository';
import { RedisCatalogChangeNotifier } from '@modules/catalog/infra/redis-catalog-change-notifier';
import { OfferSyncService } from '@modules/catalog/services/offer-sync.service';
import {
  dvsProduct,
  DvsStandIn,
  STAND_IN_KEY,
  STAND_IN_SECRET,
} from '@selamtopup/test-kit/stand-ins/dvs';
import { scratchDatabase, writeResult } from './bench-support';

const PRODUCTS = Number(process.env.BENCH_OFFERS ?? 10_000);
const TARGET_SECONDS = 2;
const COUNTRIES = [
  { iso: 'ETH', name: 'Ethiopia', currency: 'ETB' },
  { iso: 'ERI', name: 'Eritrea', currency: 'ERN' },
  { iso: 'TZA', name: 'Tanzania', currency: 'TZS' },
  { iso: 'KEN', name: 'Kenya', currency: 'KES' },
  { iso: 'UGA', name: 'Uganda', currency: 'UGX' },
  { iso: 'RWA', name: 'Rwanda', currency: 'RWF' },
  { iso: 'SOM', name: 'Somalia', currency: 'SOS' },
  { iso: 'SSD', name: 'South Sudan', currency: 'SSP' },
  { iso: 'NGA', name: 'Nigeria', currency: 'NGN' },
  { iso: 'GHA', name: 'Ghana', currency: 'GHS' },
];

async function timed<T>(run: () => Promise<T>): Promise<{ seconds: number; value: T }> {
  const started = process.hrtime.bigint();
  const value = await run();
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9, value };
}

export async function offerSync(): Promise<boolean> {
  const database = await scratchDatabase();
  const standIn = new DvsStandIn();
  await standIn.start();
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const db = await new DataSource(dataSourceOptions(database.url)).initialize();
  try {
    for (let i = 0; i < PRODUCTS; i++)
      standIn.products.push(dvsProduct(10_000 + i, COUNTRIES[i % COUNTRIES.length]));
    const config = new AppConfig({
      DTONE_API_URL: standIn.url,
      DTONE_API_KEY: STAND_IN_KEY,
      DTONE_API_SECRET: STAND_IN_SECRET,
      DTONE_COUNTRIES: COUNTRIES.map((c) => c.iso).join(','),
    });
    const sync = new OfferSyncService(
      new DtoneOfferSource(new DvsHttpClient(config)),
      new OfferTypeormRepository(db),
      new RedisCatalogChangeNotifier(redis),
      config,
    );
    const first = await timed(() => sync.sync());
    const again = await timed(() => sync.sync());
    standIn.products = standIn.products.filter((_, i) => i % 10 !== 0);
    const dropped = await timed(() => sync.sync());
    const [{ active }] = await db.query(
      'SELECT count(*) FILTER (WHERE active)::int AS active FROM offers',
    );
    const ok = first.seconds <= TARGET_SECONDS && first.value?.inserted === PRODUCTS;
    const requests = standIn.requests.length;
    console.log(
      `Offer sync of ${PRODUCTS} products (${requests} DVS requests over 3 runs):\n` +
        `  first (all new)       ${first.seconds.toFixed(2)} s ${JSON.stringify(first.value)} [target <= ${TARGET_SECONDS} s: ${ok ? 'ok' : 'OVER'}]\n` +
        `  again (no change)     ${again.seconds.toFixed(2)} s ${JSON.stringify(again.value)}\n` +
        `  a tenth dropped       ${dropped.seconds.toFixed(2)} s ${JSON.stringify(dropped.value)}; ${active} offers active`,
    );
    writeResult('offer-sync', {
      products: PRODUCTS,
      targetSeconds: TARGET_SECONDS,
      first: { seconds: first.seconds, report: first.value },
      unchanged: { seconds: again.seconds, report: again.value },
      tenthDropped: { seconds: dropped.seconds, report: dropped.value, activeAfter: active },
      loadAverage: (await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').trim(),
    });
    return ok;
  } finally {
    await db.destroy();
    redis.disconnect();
    await standIn.stop();
    await database.release();
  }
}

if (require.main === module) void offerSync().then((ok) => process.exit(ok ? 0 : 1));
