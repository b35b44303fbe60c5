// `npm run bench`: GET /api/product/offers through the built API at 100 connections, with the full
// (sandbox) catalogue and with 10k offers (`seed:volume --offers`), uncompressed, gzip and
// brotli, each next to a bare Node server sending the same bytes and headers in the same run.
// Target (docs/decisions.md#benchmarks): >= 80 % of the bare server's req/s, p99 <= 25 ms (or,
// where the bare server
// itself cannot answer within 25 ms at 100 connections because of the bytes alone, within 1.25x
// of its p99). Also, for comparison only: /api/health, the customer site's index, and an ETag
// revalidation (304). Driven by wrk (bench/wrk.ts); every row also prints the generator's ceiling
// on a trivial answer, measured in the same turns (docs/performance.md#load-generator). Alone:
// `tsx bench/offers.ts`; BENCH_SECONDS per side and row (15, in three rounds: http-load.ts
// againstBare).
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppConfig } from '@config/app-config';
import { dataSourceOptions } from '@database/data-source-options';
import { SandboxOfferSource } from '@integrations/dtone/sandbox/sandbox-offer-source';
import { OfferTypeormRepository } from '@modules/catalog/infra/offer.sql-repository';
import { OfferSyncService } from '@modules/catalog/services/offer-sync.service';
import { MemoryChangeNotifier } from '@modules/catalog/testing/memory-catalog';
import { BenchApi, scratchDatabase, startApi, writeResult } from './bench-support';
import { againstBare, LoadFigures } from './http-load';
import { WRK_THREADS } from './wrk';
import { freePort } from '@selamtopup/test-kit/processes';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 100;
const VOLUME_OFFERS = Number(process.env.BENCH_VOLUME_OFFERS ?? 10_000);
const SHARE_TARGET = 0.8;
const P99_TARGET_MS = 25;
const BACKEND = join(__dirname, '..');

const ENCODINGS: { name: string; headers: Record<string, string> }[] = [
  { name: 'uncompressed', headers: {} },
  { name: 'gzip', headers: { 'accept-encoding': 'gzip' } },
  { name: 'brotli', headers: { 'accept-encoding': 'gzip, deflate, br' } },
];

interface Row {
  catalogue: string;
  offers: number;
  encoding: string;
  path: string;
  api: LoadFigures;
  bare: LoadFigures;
  /** The generator's ceiling: the same load on a trivial answer. */
  ceiling: LoadFigures;
  share: number;
  /** null: reported for comparison, no target. */
  ok: boolean | null;
}

function verdict(api: LoadFigures, bare: LoadFigures): boolean {
  const p99Budget = Math.max(P99_TARGET_MS, bare.p99Ms * 1.25);
  return api.requestsPerSecond >= SHARE_TARGET * bare.requestsPerSecond && api.p99Ms <= p99Budget;
}

/** Above this share of the ceiling, the generator may be what sets the pace. */
const NEAR_CEILING = 0.8;
/** Below this share of its threads' time on a CPU, wrk was waiting for the server, not working. */
const GENERATOR_IDLE = 0.8;

const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
const busy = (f: LoadFigures) =>
  typeof f.generatorBusy === 'number' ? `, wrk busy ${percent(f.generatorBusy)}` : '';

/**
 * The ceiling line: the generator's req/s on the trivial answer and the faster side's share of it.
 * When wrk was mostly idle there too, the trivial server set that figure and wrk alone would go
 * about 1/busy times faster (its work is per request): printed as an estimate.
 */
function ceilingLine(row: Row): string {
  const ceiling = row.ceiling.requestsPerSecond;
  const highest = Math.max(row.api.requestsPerSecond, row.bare.requestsPerSecond);
  const generatorBusy = row.ceiling.generatorBusy;
  const idle = typeof generatorBusy === 'number' && generatorBusy < GENERATOR_IDLE;
  const alone = idle
    ? `; wrk alone ~${(ceiling / Math.max(generatorBusy, 0.01) / 1000).toFixed(0)} k`
    : '';
  const verdict =
    highest <= NEAR_CEILING * ceiling
      ? 'under 80 %'
      : idle
        ? 'near it, but wrk was mostly idle: the servers set the pace'
        : 'NEAR IT, the generator may set the pace';
  return (
    `    generator ceiling: ${ceiling.toFixed(0)} req/s${busy(row.ceiling)}${alone} ` +
    `(the faster side at ${percent(highest / ceiling)} of it, ${verdict})`
  );
}

function print(row: Row): void {
  const kb = ((row.api.bodyBytes ?? 0) / 1024).toFixed(1);
  const tag = row.ok === null ? 'info' : row.ok ? 'ok' : 'MISSED';
  console.log(
    `  ${row.path} ${row.encoding} (${kb} KB): ${row.api.requestsPerSecond.toFixed(0)} req/s p50 ${ms(row.api.p50Ms)} p99 ${ms(row.api.p99Ms)} ms${busy(row.api)}; ` +
      `bare Node ${row.bare.requestsPerSecond.toFixed(0)} req/s p50 ${ms(row.bare.p50Ms)} p99 ${ms(row.bare.p99Ms)} ms${busy(row.bare)}; ` +
      `${percent(row.share)} [${tag}]\n${ceilingLine(row)}`,
  );
}

async function measureCatalogue(
  api: BenchApi,
  catalogue: string,
  offers: number,
  extras: boolean,
): Promise<Row[]> {
  console.log(
    `Offers answer, ${catalogue} (${offers} active offers), ${CONNECTIONS} connections, wrk ${WRK_THREADS} thread(s):`,
  );
  // The first answer builds and compresses the catalogue; its time is reported, not loaded.
  const started = Date.now();
  await fetch(`${api.base}/api/product/offers`, { headers: { 'accept-encoding': 'br' } });
  console.log(`  first answer (read, serialise, compress): ${Date.now() - started} ms`);
  const rows: Row[] = [];
  const measure = async (
    path: string,
    encoding: string,
    headers: Record<string, string>,
    isTarget = false,
  ) => {
    const pair = await againstBare(api.base + path, headers, CONNECTIONS, SECONDS).catch(
      (err: Error) => {
        if (isTarget) throw err;
        console.log(`  ${path} ${encoding}: not measured (${err.message})`);
        return null;
      },
    );
    if (!pair) return;
    const { api: a, bare, ceiling } = pair;
    const row: Row = {
      catalogue,
      offers,
      encoding,
      path,
      api: a,
      bare,
      ceiling,
      share: a.requestsPerSecond / bare.requestsPerSecond,
      ok: isTarget ? verdict(a, bare) : null,
    };
    print(row);
    rows.push(row);
  };
  for (const e of ENCODINGS) await measure('/api/product/offers', e.name, e.headers, true);
  if (extras) {
    const etag = (await fetch(`${api.base}/api/product/offers`)).headers.get('etag');
    if (etag)
      await measure('/api/product/offers', 'If-None-Match (304)', { 'if-none-match': etag });
    await measure('/api/health', 'database + Redis ping', {});
    await measure('/', 'customer site index, gzip', { 'accept-encoding': 'gzip' });
  }
  return rows;
}

async function activeOffers(db: DataSource): Promise<number> {
  const [{ n }] = await db.query('SELECT count(*)::int AS n FROM offers WHERE active');
  return n;
}

export async function offersBench(): Promise<boolean> {
  const database = await scratchDatabase();
  const db = await new DataSource(dataSourceOptions(database.url)).initialize();
  const rows: Row[] = [];
  try {
    // The full catalogue: what the worker's sync of the sandbox DT One writes.
    const config = new AppConfig({});
    await new OfferSyncService(
      new SandboxOfferSource(),
      new OfferTypeormRepository(db),
      new MemoryChangeNotifier(),
      config,
    ).sync();
    const port = await freePort();
    let api = await startApi(database.url, port);
    try {
      rows.push(...(await measureCatalogue(api, 'full catalogue', await activeOffers(db), true)));
    } finally {
      api.stop();
    }
    const seeded = spawnSync(
      join(BACKEND, '../node_modules/.bin/tsx'),
      ['src/database/cli/seed-volume.ts', '--transactions', '0', '--offers', String(VOLUME_OFFERS)],
      { cwd: BACKEND, env: { ...process.env, DATABASE_URL: database.url }, encoding: 'utf8' },
    );
    if (seeded.status !== 0) throw new Error(`seed:volume --offers: ${seeded.stderr}`);
    await new Promise((r) => setTimeout(r, 500));
    api = await startApi(database.url, await freePort());
    try {
      const offers = await activeOffers(db);
      rows.push(...(await measureCatalogue(api, `${VOLUME_OFFERS} volume offers`, offers, false)));
    } finally {
      api.stop();
    }
  } finally {
    await db.destroy();
    await new Promise((r) => setTimeout(r, 500));
    await database.release();
  }
  const ok = rows.every((r) => r.ok !== false);
  writeResult('offers', {
    connections: CONNECTIONS,
    secondsEach: SECONDS,
    generator: { tool: 'wrk', threads: WRK_THREADS, ceiling: 'the same load on a 2-byte answer' },
    target: {
      shareOfBareNode: SHARE_TARGET,
      p99Ms: P99_TARGET_MS,
      p99Note: 'or 1.25x the bare server p99 where the bytes alone keep it over 25 ms',
    },
    rows,
    ok,
    node: process.version,
    loadAverage: readFileSync('/proc/loadavg', 'utf8').trim(),
  });
  return ok;
}

if (require.main === module)
  offersBench().then(
    (ok) => process.exit(ok ? 0 : 1),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
