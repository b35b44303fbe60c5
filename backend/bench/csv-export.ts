// `npm run bench` (bench/backoffice.ts): the CSV export of every order through HTTP, as the back
// office downloads it (`GET /api/admin/generateCsv` with the admin's cookie, built API in its own
// process), against `psql -c "\copy (same query) to stdout csv header"` on the same database in
// the same run. The API process's VmRSS is sampled during the download, its V8 heap and Buffers
// apart (docs/performance.md#memory). Targets
// (docs/specification.md#speed-budgets, the ten-million one, which the million meets too): >= 90 %
// of psql's rows/s, RSS growth <= 50 MB. Each side runs ROUNDS times, interleaved, and the best
// of each is compared (the machine is shared, so a slow round is usually someone else's load).
// Alone: `tsx bench/csv-export.ts`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { transactionsCsvSql } from '@modules/backoffice/infra/transaction-csv.read-model';
import {
  type BackofficeBench,
  rssOf,
  v8MemoryOf,
  withBackofficeBench,
  writeResult,
} from './bench-support';

const ROUNDS = Number(process.env.BENCH_CSV_ROUNDS ?? 3);
const RATIO = 0.9;
const RSS_MB = 50;

/**
 * How the file travels: as psql writes it, and as browsers ask for it (Chromium asks zstd first,
 * and @fastify/compress prefers it where Node has it; docs/performance.md#memory).
 */
const COMPRESSED = ['zstd', 'br', 'gzip'] as const;
type Encoding = 'identity' | (typeof COMPRESSED)[number];
/** RSS growth allowed to a compressed download: no more than the plain one's. */
const COMPRESSED_RSS_MB = 30;

async function viaApi(bench: BackofficeBench, encoding: Encoding = 'identity') {
  const rssBefore = rssOf(bench.api.pid);
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(bench.api.pid))), 50);
  // What the growth is made of: V8's heap and the Buffers outside it, from the API's /metrics
  // every half second (a scrape costs the API a millisecond or two, so not as often as RSS).
  const v8Before = await v8MemoryOf(bench.api.base);
  const v8Peak = { ...(v8Before ?? { heapBytes: NaN, buffersBytes: NaN }) };
  const v8Sampler = setInterval(() => {
    void v8MemoryOf(bench.api.base).then((m) => {
      if (!m) return;
      v8Peak.heapBytes = Math.max(v8Peak.heapBytes, m.heapBytes);
      v8Peak.buffersBytes = Math.max(v8Peak.buffersBytes, m.buffersBytes);
    });
  }, 500);
  const started = process.hrtime.bigint();
  const res = await fetch(`${bench.api.base}/api/admin/generateCsv`, {
    // identity: a saved file, as psql writes it; the others as browsers ask (fetch decompresses).
    headers: { cookie: bench.cookie, 'accept-encoding': encoding },
  });
  if (res.status !== 200 || !res.body) throw new Error(`generateCsv: ${res.status}`);
  if (encoding !== 'identity' && res.headers.get('content-encoding') !== encoding)
    throw new Error(`generateCsv: asked ${encoding}, got ${res.headers.get('content-encoding')}`);
  let newlines = 0;
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) newlines++;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(sampler);
  clearInterval(v8Sampler);
  peak = Math.max(peak, rssOf(bench.api.pid));
  return {
    rows: newlines - 1,
    bytes,
    seconds,
    rssGrowthMb: (peak - rssBefore) / 1e6,
    heapGrowthMb: v8Before ? (v8Peak.heapBytes - v8Before.heapBytes) / 1e6 : NaN,
    buffersGrowthMb: v8Before ? (v8Peak.buffersBytes - v8Before.buffersBytes) / 1e6 : NaN,
  };
}

function viaPsql(url: string): Promise<{ bytes: number; seconds: number }> {
  const sql = transactionsCsvSql({})
    .replace(/^COPY /, '\\copy ')
    .replace(/\) TO STDOUT.*$/, ') to stdout csv header')
    .replace(/\n/g, ' ');
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const psql = spawn('psql', [url, '-X', '-c', sql], { stdio: ['ignore', 'pipe', 'inherit'] });
    let bytes = 0;
    psql.stdout.on('data', (c: Buffer) => (bytes += c.length));
    psql.on('error', reject);
    psql.on('close', (code) =>
      code === 0
        ? resolve({ bytes, seconds: Number(process.hrtime.bigint() - started) / 1e9 })
        : reject(new Error(`psql exited ${code}`)),
    );
  });
}

export async function csvExport(bench: BackofficeBench): Promise<boolean> {
  const api: Awaited<ReturnType<typeof viaApi>>[] = [];
  const compressed: Record<Exclude<Encoding, 'identity'>, Awaited<ReturnType<typeof viaApi>>[]> = {
    zstd: [],
    br: [],
    gzip: [],
  };
  const psql = [];
  for (let i = 0; i < ROUNDS; i++) {
    psql.push(await viaPsql(bench.databaseUrl));
    api.push(await viaApi(bench));
    for (const encoding of COMPRESSED) compressed[encoding].push(await viaApi(bench, encoding));
  }
  const rows = api[0].rows;
  const apiRate = Math.max(...api.map((a) => a.rows / a.seconds));
  const psqlRate = Math.max(...psql.map((p) => rows / p.seconds));
  const growthMb = Math.max(...api.map((a) => a.rssGrowthMb));
  // The largest rise of the heap and of the Buffers over a download of that kind (their peaks).
  const v8Growth = (runs: typeof api) =>
    `V8 heap +${Math.max(...runs.map((r) => r.heapGrowthMb)).toFixed(1)} MB, Buffers ` +
    `+${Math.max(...runs.map((r) => r.buffersGrowthMb)).toFixed(1)} MB`;
  const ratio = apiRate / psqlRate;
  const compressedGrowth = Object.fromEntries(
    Object.entries(compressed).map(([encoding, runs]) => [
      encoding,
      {
        rssGrowthMb: Math.max(...runs.map((r) => r.rssGrowthMb)),
        rowsPerSecond: Math.max(...runs.map((r) => r.rows / r.seconds)),
        complete: runs.every((r) => r.rows === rows),
        v8: v8Growth(runs),
      },
    ]),
  );
  const compressedOk = Object.values(compressedGrowth).every(
    (c) => c.complete && c.rssGrowthMb <= COMPRESSED_RSS_MB,
  );
  const ok = ratio >= RATIO && growthMb <= RSS_MB && compressedOk;
  console.log(
    `CSV export over HTTP of ${rows} rows (${(api[0].bytes / 1e6).toFixed(0)} MB, psql ${(psql[0].bytes / 1e6).toFixed(0)} MB): ` +
      `${apiRate.toFixed(0)} rows/s, psql \\copy ${psqlRate.toFixed(0)} rows/s, ${(ratio * 100).toFixed(0)} % ` +
      `[target >= ${RATIO * 100} %: ${ratio >= RATIO ? 'ok' : 'UNDER'}]; API RSS growth ${growthMb.toFixed(1)} MB ` +
      `[target <= ${RSS_MB} MB: ${growthMb <= RSS_MB ? 'ok' : 'OVER'}] (${v8Growth(api)})`,
  );
  for (const [encoding, c] of Object.entries(compressedGrowth))
    console.log(
      `  ${encoding}: ${c.rowsPerSecond.toFixed(0)} rows/s${c.complete ? '' : ' (INCOMPLETE)'}, API RSS growth ` +
        `${c.rssGrowthMb.toFixed(1)} MB [target <= ${COMPRESSED_RSS_MB} MB: ${c.rssGrowthMb <= COMPRESSED_RSS_MB ? 'ok' : 'OVER'}] (${c.v8})`,
    );
  writeResult('csv-export', {
    via: 'HTTP GET /api/admin/generateCsv (built API, admin login), best of the rounds',
    rows,
    apiRowsPerSecond: apiRate,
    psqlRowsPerSecond: psqlRate,
    ratio,
    rssGrowthMb: growthMb,
    v8Growth: v8Growth(api),
    compressed: compressedGrowth,
    rounds: { api, psql, ...compressed },
    loadAverage: readFileSync('/proc/loadavg', 'utf8').trim(),
  });
  return ok;
}

if (require.main === module) void withBackofficeBench([csvExport]);
