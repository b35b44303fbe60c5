import { join } from 'node:path';
import { Client } from 'pg';
import { Argon2PasswordHasher } from '@modules/identity/infra/argon2-password-hasher';
import { createDatabase, dropDatabase } from './postgres';
import { startPrivateRedis } from '@selamtopup/test-kit/private-redis';
import { REVIEW_OFF_FOR_LOAD, RISK_LIMITS_FOR_LOAD } from '@selamtopup/test-kit/risk-limits';
import {
  appEnv,
  APP_NODE_FLAGS,
  AppProcess,
  freePort,
  startProcess,
  stopProcesses,
  waitForHealthy,
} from '@selamtopup/test-kit/processes';
import { log, run, sleep } from '@selamtopup/test-kit/run';
import { DATA_DIR, ensureServices, ROOT } from './services';
import type { ShopClient } from '@selamtopup/test-kit/shop-client';

import type { DrillResult } from '../faults/support/drill';

export const DRILL_PASSWORD = 'Faults#2026';
const DIST = join(ROOT, 'backend/dist');

/** The built API and worker processes of one drill, on its own database and Redis. */
export interface DrillStack {
  /** Base URL of each API process, in start order. */
  apiUrls: string[];
  apis: AppProcess[];
  workers: AppProcess[];
  db: Client;
  redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  /** The environment every process got (REDIS_PREFIX included). */
  env: NodeJS.ProcessEnv;
  logs: string;
  /** Customers written straight to the database (signing up by mail is not what is drilled). */
  addCustomers(prefix: string, count: number): Promise<string[]>;
  /** An admin account as `npm run admin:create` leaves one. */
  addAdmin(email: string, type?: 'master' | 'admin'): Promise<void>;
  /** Stops worker `i` (SIGTERM, as a deploy does) and starts it again, logging to the same file. */
  restartWorker(i: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `apis` API and `workers` worker processes from backend/dist on a throw-away database (migrated)
 * and a private redis-server, with the sandbox providers; `settings` shape them (shorter job
 * periods and the like). The backend must be built. stop() ends the processes and drops it all.
 */
export async function startDrillStack(
  tag: string,
  counts: { apis: number; workers: number },
  settings: NodeJS.ProcessEnv = {},
): Promise<DrillStack> {
  const services = await ensureServices();
  const stamp = `${Date.now()}_${process.pid}`;
  const logs = join(DATA_DIR, 'logs', `${tag}-${stamp}`);
  const redis = await startPrivateRedis(await freePort());
  const databaseUrl = await createDatabase(services.databaseUrl, `selamtopup_${tag}_${stamp}`);
  const db = new Client({ connectionString: databaseUrl });
  const ports = await Promise.all(Array.from({ length: counts.apis }, () => freePort()));
  const apiUrls = ports.map((p) => `http://127.0.0.1:${p}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    // Loopback is the trusted proxy: each drill client is a visitor of its own (X-Forwarded-For).
    TRUST_PROXY_ADDRESSES: 'loopback',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    REDIS_PREFIX: `selam-${tag}`,
    // Every instance of a cluster shares these, as production sets them.
    CODE_HMAC_SECRET: `drill-code-secret-${stamp}`,
    ALTCHA_HMAC_SECRET: `drill-altcha-secret-${stamp}`,
    ALTCHA_COST: '1',
    ALTCHA_COUNTER_MIN: '10',
    ALTCHA_COUNTER_MAX: '50',
    ...RISK_LIMITS_FOR_LOAD,
    ...REVIEW_OFF_FOR_LOAD,
    PUBLIC_URL: apiUrls[0],
    ...settings,
  };
  const apis: AppProcess[] = [];
  const workers: AppProcess[] = [];
  const startWorker = (i: number) =>
    startProcess(
      `worker ${i + 1}`,
      process.execPath,
      [...APP_NODE_FLAGS, join(DIST, 'worker.js')],
      { ...appEnv(), ...env },
      join(logs, `worker-${i + 1}.log`),
    );
  const stop = async () => {
    await stopProcesses([...apis, ...workers]);
    await db.end().catch(() => undefined);
    await dropDatabase(databaseUrl);
    await redis.stop();
    services.stop();
  };
  try {
    const migrated = await run('npx', ['tsx', 'src/database/cli/migrate.ts'], {
      cwd: join(ROOT, 'backend'),
      env,
    });
    if (migrated !== 0) throw new Error('migrations failed');
    await db.connect();
    apiUrls.forEach((url, i) =>
      apis.push(
        startProcess(
          `API ${i + 1}`,
          process.execPath,
          [...APP_NODE_FLAGS, join(DIST, 'main.js')],
          // Each instance's own address is its public one (the sandbox checkout page links there).
          { ...appEnv(), ...env, PORT: String(ports[i]), PUBLIC_URL: url },
          join(logs, `api-${i + 1}.log`),
        ),
      ),
    );
    for (let i = 0; i < counts.workers; i++) workers.push(startWorker(i));
    for (const url of apiUrls) await waitForHealthy(`${url}/api/health`, [...apis, ...workers]);
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message} (logs: ${logs})`);
  }
  const hasher = new Argon2PasswordHasher();
  return {
    apiUrls,
    apis,
    workers,
    db,
    redis,
    env,
    logs,
    async addCustomers(prefix, count) {
      const hash = await hasher.hash(DRILL_PASSWORD);
      const emails = Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}@example.com`);
      for (const email of emails)
        await db.query(
          `INSERT INTO customers (fullname, telephone, email, password_hash) VALUES ('Fault Drill', '+251911234567', $1, $2)`,
          [email, hash],
        );
      return emails;
    },
    async addAdmin(email, type = 'admin') {
      await db.query(
        `INSERT INTO admins (fullname, email, password_hash, type) VALUES ('Drill Admin', $1, $2, $3)`,
        [email, await hasher.hash(DRILL_PASSWORD), type],
      );
    },
    async restartWorker(i) {
      await stopProcesses([workers[i]], 30_000);
      workers[i] = startWorker(i);
    },
    stop,
  };
}

/** The worker fills an empty catalogue at start: the first airtime offer once it is there. */
export async function waitForOffer(client: ShopClient, operator = 'Vodacom Tanzania') {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const productId = await client.airtimeOffer(operator).catch(() => null);
    if (productId) return productId;
    await sleep(500);
  }
  throw new Error(`No ${operator} airtime offer after 120 s (catalogue sync)`);
}

/** A drill as a script of its own: builds the backend unless SKIP_BUILD=1, prints, exits 1 on failure. */
export function runDrillAsMain(drill: () => Promise<DrillResult>): void {
  (async () => {
    if (process.env.SKIP_BUILD !== '1') {
      log('Building the backend…');
      if ((await run('npm', ['run', 'build', '-w', 'backend'], { cwd: ROOT })) !== 0) return 1;
    }
    const started = Date.now();
    const result = await drill();
    console.log(
      `\n${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${Math.round((Date.now() - started) / 1000)} s)\n${result.lines.map((l) => `     ${l}`).join('\n')}`,
    );
    return result.ok ? 0 : 1;
  })()
    .then((code) => process.exit(code))
    .catch((err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
}
