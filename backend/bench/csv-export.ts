// `npm run bench` (bench/backoffice.ts): the CSV export of every order through HTTP, as the back
// office downloads it (`GET /api/admin/generateCsv` with the admin's cookie, built API in its own
// process), against `psql -c "\copy (same query) to stdout csv header"` on the same database in
// the same run. The API process's VmRSS is sampled during the download. Targets
// (docs/specification.md#speed-budgets): >= 80 % of psql's rows/s, RSS growth <= 50 MB. Each side
// runs ROUNDS times,
// interleaved, and the best of each is compared (the machine is shared, so a slow round is
// usually someone else's load). Alone: `tsx bench/csv-export.ts`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { transactionsCsvSql } from '@modules/backoffice/infra/transaction-csv.read-model';
import { type BackofficeBench, rssOf, withBackofficeBench, writeResult } from './bench-support';

const ROUNDS = Number(process.env.BENCH_CSV_ROUNDS ?? 3);
const RATIO = 0.8;
const RSS_MB = 50;

async function viaApi(bench: BackofficeBench) {
  const rssBefore = rssOf(bench.api.pid);
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(bench.api.pid))), 50);
  const started = process.hrtime.bigint();
  const res = await fetch(`${bench.api.base}/api/admin/generateCsv`, {
    // A saved file, as psql writes it: no compression on either side.
    headers: { cookie: bench.cookie, 'accept-encoding': 'identity' },
  });
  if (res.status !== 200 || !res.body) throw new Error(`generateCsv: ${res.status}`);
  let newlines = 0;
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) newlines++;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(bench.api.pid));
  return { rows: newlines - 1, bytes, seconds, rssGrowthMb: (peak - rssBefore) / 1e6 };
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
  const api = [];
  const psql = [];
  for (let i = 0; i < ROUNDS; i++) {
    psql.push(await viaPsql(bench.databaseUrl));
    api.push(await viaApi(bench));
  }
  const rows = api[0].rows;
  const apiRate = Math.max(...api.map((a) => a.rows / a.seconds));
  const psqlRate = Math.max(...psql.map((p) => rows / p.seconds));
  const growthMb = Math.max(...api.map((a) => a.rssGrowthMb));
  const ratio = apiRate / psqlRate;
  const ok = ratio >= RATIO && growthMb <= RSS_MB;
  console.log(
    `CSV export over HTTP of ${rows} rows (${(api[0].bytes / 1e6).toFixed(0)} MB, psql ${(psql[0].bytes / 1e6).toFixed(0)} MB): ` +
      `${apiRate.toFixed(0)} rows/s, psql \\copy ${psqlRate.toFixed(0)} rows/s, ${(ratio * 100).toFixed(0)} % ` +
      `[target >= ${RATIO * 100} %: ${ratio >= RATIO ? 'ok' : 'UNDER'}]; API RSS growth ${growthMb.toFixed(1)} MB ` +
      `[target <= ${RSS_MB} MB: ${growthMb <= RSS_MB ? 'ok' : 'OVER'}]`,
  );
  writeResult('csv-export', {
    via: 'HTTP GET /api/admin/generateCsv (built API, admin login), best of the rounds',
    rows,
    apiRowsPerSecond: apiRate,
    psqlRowsPerSecond: psqlRate,
    ratio,
    rssGrowthMb: growthMb,
    rounds: { api, psql },
    loadAverage: readFileSync('/proc/loadavg', 'utf8').trim(),
  });
  return ok;
}

if (require.main === module) void withBackofficeBench([csvExport]);
