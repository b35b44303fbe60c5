// `npm test`: every check of the project, in the order that fails fastest. Starts PostgreSQL and
// Redis when none answers, uses throw-away databases, and cleans up after itself.
import { join } from 'node:path';
import { withBuiltProduct } from './lib/product';
import { log, run } from '@selamtopup/test-kit/run';
import { ensureServices, ROOT, Services } from './lib/services';

interface Step {
  name: string;
  run: (services: Services) => Promise<number>;
}

const npx = (args: string[], cwd = ROOT, env: NodeJS.ProcessEnv = process.env) =>
  run('npx', args, { cwd, env });

const steps: Step[] = [
  { name: 'lint (ESLint + Prettier)', run: () => run('npm', ['run', 'lint'], { cwd: ROOT }) },
  { name: 'typecheck', run: () => run('npm', ['run', 'typecheck'], { cwd: ROOT }) },
  { name: 'dependency rules', run: () => run('npm', ['run', 'depcheck'], { cwd: ROOT }) },
  {
    name: 'backend unit + integration tests',
    run: (s) =>
      npx(['jest', '--ci'], join(ROOT, 'backend'), {
        ...process.env,
        DATABASE_URL: s.databaseUrl,
        REDIS_URL: s.redisUrl,
      }),
  },
  { name: 'customer site tests', run: () => npx(['vitest', 'run'], join(ROOT, 'frontend-public')) },
  { name: 'back office tests', run: () => npx(['vitest', 'run'], join(ROOT, 'frontend-admin')) },
  { name: 'build', run: () => run('npm', ['run', 'build'], { cwd: ROOT }) },
  {
    name: 'API types match the OpenAPI document',
    run: () => npx(['tsx', 'scripts/openapi.ts', '--check']),
  },
  { name: 'browser tests (Playwright, Chromium)', run: (s) => browserTests(s) },
];

function browserTests(services: Services): Promise<number> {
  return withBuiltProduct(
    services,
    'e2e',
    {
      NODE_ENV: 'test',
      // The browser connects from loopback with one X-Forwarded-For of its own: loopback is the
      // trusted proxy, so each browser test is its own visitor (e2e/tests/fixtures.ts).
      TRUST_PROXY_ADDRESSES: 'loopback',
    },
    (env) => npx(['playwright', 'test'], join(ROOT, 'e2e'), env),
  );
}

async function main(): Promise<number> {
  const services = await ensureServices();
  const results: string[] = [];
  let failed = 0;
  try {
    for (const step of steps) {
      log(`── ${step.name}`);
      const started = Date.now();
      const code = await step.run(services);
      const took = `${Math.round((Date.now() - started) / 1000)}s`;
      results.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${step.name} (${took})`);
      if (code !== 0) {
        failed++;
        break;
      }
    }
  } finally {
    services.stop();
  }
  console.log(`\n${results.join('\n')}`);
  console.log(`${results.length - failed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

main()
  .then((code) => process.exit(code))
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
