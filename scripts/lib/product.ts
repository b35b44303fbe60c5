import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase, dropDatabase } from './postgres';
import { dropRedisPrefix } from './redis';
import {
  AppProcess,
  freePort,
  startApiAndWorker,
  stopProcesses,
  waitForHealthy,
} from '@selamtopup/test-kit/processes';
import { BrowserName, BROWSERS } from '@selamtopup/test-kit/browsers';
import { aptInstall, run } from '@selamtopup/test-kit/run';
import { DATA_DIR, ROOT, Services } from './services';

/**
 * The built product (API and worker from backend/dist) on a throw-away database seeded with the
 * demo data, on a free port, for something that drives it with `browser` (the browser journeys,
 * Lighthouse), installed when missing. `use` gets the product's environment with E2E_BASE_URL and
 * CHROMIUM_PATH; the processes are stopped, and the database and the product's Redis keys dropped
 * afterwards, whatever happened.
 */
export async function withBuiltProduct(
  services: Services,
  tag: string,
  settings: NodeJS.ProcessEnv,
  browser: BrowserName,
  use: (env: NodeJS.ProcessEnv) => Promise<number>,
): Promise<number> {
  const chromium = BROWSERS[browser];
  if (!existsSync(chromium.path))
    aptInstall([chromium.package], `${chromium.package} is needed to drive the product`);
  const stamp = `${Date.now()}_${process.pid}`;
  const redisPrefix = `selam-${tag}-${stamp}`;
  const databaseUrl = await createDatabase(services.databaseUrl, `selamtopup_${tag}_${stamp}`);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'warn',
    ...settings,
    DATABASE_URL: databaseUrl,
    REDIS_URL: services.redisUrl,
    REDIS_PREFIX: redisPrefix,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  const logs = join(DATA_DIR, 'logs', `${tag}-${stamp}`);
  let processes: AppProcess[] = [];
  try {
    const seeded = await run('npx', ['tsx', 'src/database/cli/seed.ts'], {
      cwd: join(ROOT, 'backend'),
      env,
    });
    if (seeded !== 0) return 1;
    processes = startApiAndWorker(join(ROOT, 'backend/dist'), env, logs);
    await waitForHealthy(`http://127.0.0.1:${port}/api/health`, processes);
    return await use({
      ...env,
      E2E_BASE_URL: `http://127.0.0.1:${port}`,
      CHROMIUM_PATH: chromium.path,
    });
  } catch (err) {
    console.error(err instanceof Error ? err.message : err, `\nLogs: ${logs}`);
    return 1;
  } finally {
    await stopProcesses(processes);
    await dropDatabase(databaseUrl);
    await dropRedisPrefix(services.redisUrl, redisPrefix).catch((err: Error) =>
      console.error(`Redis keys under ${redisPrefix} were left: ${err.message}`),
    );
  }
}
