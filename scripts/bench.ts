// `npm run bench`: every benchmark, each figure printed next to its target and written to
// backend/bench/results/. Starts PostgreSQL and Redis when none answers (as npm start does),
// builds (unless SKIP_BUILD=1), then: the customer site's JavaScript per route, Lighthouse on a
// running product (built, demo data, sandbox providers), and the backend cases (offers at 100
// connections, the purchase pipeline, the mixed load, offer sync, back office at a million orders;
// backend/bench/all.ts, BENCH_CASES picks some; BENCH_ONLY picks among these three). Every case
// runs even when one misses; the exit code says whether any did. Not part of `npm test`: figures need a quiet machine, not a timed test.
import { join } from 'node:path';
import { withBuiltProduct } from './lib/product';
import { log, run } from '@selamtopup/test-kit/run';
import { ensureServices, ROOT, Services } from './lib/services';

/** Lighthouse against the built product on a database of its own, demo data seeded. */
const lighthouse = (services: Services) =>
  withBuiltProduct(services, 'lh', {}, 'chromium', (env) =>
    run('npx', ['tsx', 'bench/lighthouse.ts'], { cwd: join(ROOT, 'e2e'), env }),
  );

async function main(): Promise<number> {
  const services = await ensureServices();
  const backendEnv = {
    ...process.env,
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
  };
  const cases: [string, () => Promise<number>][] = [
    [
      'customer site JavaScript',
      () => run('npm', ['run', 'bench', '-w', 'frontend-public'], { cwd: ROOT }),
    ],
    ['Lighthouse', () => lighthouse(services)],
    [
      'backend',
      () => run('npm', ['run', 'bench', '-w', 'backend'], { cwd: ROOT, env: backendEnv }),
    ],
  ];
  try {
    if (process.env.SKIP_BUILD !== '1' && (await run('npm', ['run', 'build'], { cwd: ROOT })) !== 0)
      return 1;
    const missed: string[] = [];
    // BENCH_ONLY=Lighthouse (names, comma-separated, matched at their start) runs only those.
    const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim().toLowerCase());
    for (const [name, runCase] of cases) {
      if (only && !only.some((start) => name.toLowerCase().startsWith(start))) continue;
      log(`── bench: ${name}`);
      if ((await runCase()) !== 0) missed.push(name);
    }
    log(missed.length ? `Missed a target or failed: ${missed.join(', ')}` : 'Every target met.');
    return missed.length ? 1 : 0;
  } finally {
    services.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
