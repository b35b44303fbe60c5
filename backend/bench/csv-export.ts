// `npm run bench`: the CSV export of every order, streamed by COPY through the read side
// (TransactionsCsvCopy), against `psql -c "\copy (same query) to stdout csv"`. Targets
// (DECISIONS "Speed budgets"): >= 80 % of psql's rows/s, RSS growth <= 50 MB.
import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import {
  transactionsCsvSql,
  TransactionsCsvCopy,
} from '../src/modules/backoffice/infra/transactions-csv.copy';
import { benchDatabaseUrl, writeResult } from './bench-support';

async function main(): Promise<void> {
  const url = benchDatabaseUrl();
  const db = await new DataSource(dataSourceOptions(url)).initialize();
  const copy = new TransactionsCsvCopy(db);
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  let newlines = 0;
  const started = Date.now();
  const stream = await copy.open({});
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) newlines++;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  const apiSeconds = (Date.now() - started) / 1000;
  const rows = newlines - 1;
  const psqlStarted = Date.now();
  const sql = transactionsCsvSql({})
    .replace(/^COPY /, '\\copy ')
    .replace(/\) TO STDOUT.*$/, ') to stdout csv header');
  execFileSync('sh', [
    '-c',
    `psql "${url}" -c '${sql.replace(/'/g, "'\\''").replace(/\n/g, ' ')}' > /dev/null`,
  ]);
  const psqlSeconds = (Date.now() - psqlStarted) / 1000;
  const apiRate = rows / apiSeconds;
  const psqlRate = rows / psqlSeconds;
  const growthMb = (peakRss - rssBefore) / 1e6;
  const ratio = apiRate / psqlRate;
  console.log(
    `CSV export of ${rows} rows: ${apiRate.toFixed(0)} rows/s, psql \\copy ${psqlRate.toFixed(0)} rows/s, ` +
      `${(ratio * 100).toFixed(0)} % [target >= 80 %: ${ratio >= 0.8 ? 'ok' : 'UNDER'}]; RSS growth ${growthMb.toFixed(1)} MB [target <= 50 MB: ${growthMb <= 50 ? 'ok' : 'OVER'}]`,
  );
  writeResult('csv-export', {
    rows,
    apiRowsPerSecond: apiRate,
    psqlRowsPerSecond: psqlRate,
    ratio,
    rssGrowthMb: growthMb,
  });
  await db.destroy();
  process.exitCode = ratio >= 0.8 && growthMb <= 50 ? 0 : 1;
}

void main();
