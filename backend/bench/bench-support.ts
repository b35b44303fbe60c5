import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The database the admin benchmarks read: a volume-seeded one (`npm run seed:volume`). */
export const benchDatabaseUrl = (): string =>
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/selamtopup';

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** bench/results/<name>.json, for comparing runs. */
export function writeResult(name: string, result: object): void {
  const dir = join(__dirname, 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(result, null, 2) + '\n');
}
