// `npm run faults`: fault drills against real processes (issue 10). The built API and worker run
// on a throw-away database and a private redis-server; customers buy sandbox top-ups over HTTP
// while the drill kills the worker (kill -9), stops it (SIGTERM) or flushes Redis. After each,
// from the database: every paid order COMPLETED or REFUNDED within the target, at most one
// provider transaction and one PAID move per order. Exit code 1 when a drill fails.
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { Client } from 'pg';
import { Argon2PasswordHasher } from '../backend/src/modules/identity/infra/argon2-password-hasher';
import { checkPaidOrders } from './lib/fault-checks';
import { createDatabase, dropDatabase } from './lib/postgres';
import { startPrivateRedis } from './lib/private-redis';
import {
  APP_NODE_FLAGS,
  AppProcess,
  freePort,
  startProcess,
  stopProcesses,
  waitForHealthy,
} from './lib/processes';
import { log, run, sleep } from './lib/run';
import { DATA_DIR, ensureServices, ROOT } from './lib/services';
import { ShopClient } from './lib/shop-client';

const ORDERS = Number(process.env.FAULTS_ORDERS || 16);
const TARGET_MS = Number(process.env.FAULTS_TARGET_SECONDS || 120) * 1000;
const SCENARIOS = (process.env.FAULTS_SCENARIOS || 'kill,sigterm,flush').split(',');
// Two orders each per drill at most, well under the per-customer order limit (10 in 10 minutes).
const CUSTOMERS = 16;
const PASSWORD = 'Faults#2026';
const DIST = join(ROOT, 'backend/dist');

interface Drill {
  name: string;
  /** Injects the fault once orders are in flight; answers when the faulty part is back. */
  inject(): Promise<void>;
}

interface Result {
  name: string;
  ok: boolean;
  lines: string[];
}

async function main(): Promise<number> {
  const services = await ensureServices();
  const stamp = `${Date.now()}_${process.pid}`;
  const logs = join(DATA_DIR, 'logs', `faults-${stamp}`);
  const redis = await startPrivateRedis(await freePort());
  const databaseUrl = await createDatabase(services.databaseUrl, `selamtopup_faults_${stamp}`);
  const db = new Client({ connectionString: databaseUrl });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    // Loopback is the trusted proxy: each drill customer is a visitor of its own (X-Forwarded-For).
    TRUST_PROXY_ADDRESSES: 'loopback',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    REDIS_PREFIX: 'selam-faults',
    PORT: String(port),
    PUBLIC_URL: base,
    ALTCHA_COST: '1',
    ALTCHA_COUNTER_MIN: '10',
    ALTCHA_COUNTER_MAX: '50',
    // Each top-up takes DT One 1.5 s, so fulfil jobs are surely running when a fault strikes.
    DTONE_SANDBOX_LATENCY_MS: '1500',
    JOB_SCHEDULER_CHECK_MS: '2000',
    // The reconciliation sweep's settings (issue 10, item 13), where the build knows them.
    RECONCILE_INTERVAL_SECONDS: '10',
    RECONCILE_IDLE_SECONDS: '20',
  };
  let api: AppProcess | undefined;
  let worker: AppProcess | undefined;
  const startWorker = () =>
    (worker = startProcess(
      'worker',
      process.execPath,
      [...APP_NODE_FLAGS, join(DIST, 'worker.js')],
      env,
      join(logs, 'worker.log'),
    ));
  const results: Result[] = [];
  try {
    if (process.env.SKIP_BUILD !== '1') {
      log('Building the backend…');
      if ((await run('npm', ['run', 'build', '-w', 'backend'], { cwd: ROOT })) !== 0) return 1;
    }
    if (
      (await run('npx', ['tsx', 'src/database/cli/migrate.ts'], {
        cwd: join(ROOT, 'backend'),
        env,
      })) !== 0
    )
      return 1;
    await db.connect();
    const emails = await insertCustomers(db);
    api = startProcess(
      'API',
      process.execPath,
      [...APP_NODE_FLAGS, join(DIST, 'main.js')],
      env,
      join(logs, 'api.log'),
    );
    startWorker();
    await waitForHealthy(`${base}/api/health`, [api, worker!]);
    const shoppers = emails.map((email, i) => ({
      email,
      client: new ShopClient(base, `10.77.0.${i + 1}`),
    }));
    const productId = await waitForOffer(shoppers[0].client);
    log(
      `Fault drills on ${base} (logs: ${logs}); ${ORDERS} orders each, target ${TARGET_MS / 1000} s`,
    );

    const drills: Drill[] = [
      {
        name: 'worker kill -9 during fulfilment, then restart',
        inject: async () => {
          const dead = once(worker!.child, 'exit');
          worker!.child.kill('SIGKILL');
          await dead;
          await sleep(1000);
          startWorker();
        },
      },
      {
        name: 'worker SIGTERM under load, then restart',
        inject: async () => {
          const before = readFileSync(join(logs, 'worker.log'), 'utf8').length;
          const started = Date.now();
          await stopProcesses([worker!], 30_000);
          const took = Date.now() - started;
          const { exitCode, signalCode } = worker!.child;
          const tail = readFileSync(join(logs, 'worker.log'), 'utf8').slice(before);
          const cut = /Connection terminated|Driver not Connected/.exec(tail);
          if (cut)
            throw new Error(`a running job lost its connection during shutdown: "${cut[0]}"`);
          // Nest re-raises the signal once closed: exit 0 or SIGTERM is a clean stop, SIGKILL is not.
          if (exitCode !== 0 && signalCode !== 'SIGTERM')
            throw new Error(`the worker stopped with ${exitCode ?? signalCode} after ${took} ms`);
          log(`  worker stopped cleanly in ${took} ms`);
          startWorker();
        },
      },
      {
        name: 'Redis FLUSHALL while orders are in flight',
        inject: async () => {
          await redis.client.flushall();
        },
      },
    ];
    const keys = ['kill', 'sigterm', 'flush'];
    for (const [i, drill] of drills.entries()) {
      if (!SCENARIOS.includes(keys[i])) continue;
      results.push(await runDrill(drill, db, shoppers, productId, i));
    }
  } catch (err) {
    console.error(err instanceof Error ? err.message : err, `\nLogs: ${logs}`);
    results.push({ name: 'setup', ok: false, lines: [String(err)] });
  } finally {
    await stopProcesses([api, worker].filter((p): p is AppProcess => Boolean(p)));
    await db.end().catch(() => undefined);
    await dropDatabase(databaseUrl);
    await redis.stop();
    services.stop();
  }
  console.log('');
  for (const r of results)
    console.log(
      `${r.ok ? 'ok  ' : 'FAIL'} ${r.name}\n${r.lines.map((l) => `     ${l}`).join('\n')}`,
    );
  console.log(`Logs: ${logs}`);
  return results.every((r) => r.ok) ? 0 : 1;
}

/** Orders placed by all customers at once; the fault strikes once some are being fulfilled. */
async function runDrill(
  drill: Drill,
  db: Client,
  shoppers: { email: string; client: ShopClient }[],
  productId: string,
  index: number,
): Promise<Result> {
  log(`── ${drill.name}`);
  // A drill may have wiped the sessions (a Redis flush): every customer logs in afresh.
  for (const s of shoppers) await s.client.logIn(s.email, PASSWORD);
  const paid: string[] = [];
  const failures: string[] = [];
  let n = 0;
  const placing = Promise.all(
    shoppers.map(async (s) => {
      while (n < ORDERS) {
        const k = n++;
        // Every 8th number ends 0000: DT One declines it and the order must end REFUNDED.
        const last = k % 8 === 7 ? '0000' : String(1000 + ((k * 37) % 8999)).padStart(4, '0');
        const phone = `+25575${index}${String(k).padStart(2, '0')}${last}`;
        try {
          const sessionId = await s.client.buyAndPay(productId, phone).catch(async (err: Error) => {
            // A Redis wipe ends every session: the customer logs in again, as a person would.
            if (!/^checkout: 40[13]/.test(err.message)) throw err;
            await s.client.logIn(s.email, PASSWORD);
            return s.client.buyAndPay(productId, phone);
          });
          paid.push(sessionId);
          await s.client.successPage(sessionId).catch(() => undefined);
        } catch (err) {
          failures.push((err as Error).message);
        }
      }
    }),
  );
  // Strike when fulfilment is under way: paid orders whose top-up is not finished yet.
  const inFlight = async () =>
    paid.length
      ? Number(
          (
            await db.query(
              `SELECT count(*) AS n FROM top_up_orders WHERE checkout_session_id = ANY($1) AND status IN ('PAID', 'SUBMITTED')`,
              [paid],
            )
          ).rows[0].n,
        )
      : 0;
  const strikeBy = Date.now() + 60_000;
  while ((await inFlight()) < 3 && Date.now() < strikeBy) await sleep(100);
  const lines: string[] = [];
  let injected = true;
  try {
    await drill.inject();
  } catch (err) {
    injected = false;
    lines.push(`fault: ${(err as Error).message}`);
  }
  const back = Date.now();
  await placing;
  const check = await checkPaidOrders(db, paid, back, back + TARGET_MS);
  lines.push(
    `${paid.length} paid of ${ORDERS} placed${failures.length ? ` (${failures.length} not placed: ${failures[0]})` : ''}`,
  );
  if (check.finalAfterMs !== null)
    lines.push(`all final ${Math.round(check.finalAfterMs / 1000)} s after the fault`);
  if (check.stuck.length)
    lines.push(
      `not final after ${TARGET_MS / 1000} s: ${check.stuck.slice(0, 5).join(', ')}${check.stuck.length > 5 ? ` …(${check.stuck.length})` : ''}`,
    );
  if (check.doubled.length) lines.push(`doubled: ${check.doubled.join(', ')}`);
  const ok = injected && paid.length > 0 && !check.stuck.length && !check.doubled.length;
  log(`  ${ok ? 'ok' : 'FAILED'}: ${lines.join('; ')}`);
  return { name: drill.name, ok, lines };
}

/** Drill customers straight in the database (signing up by mail is not what is drilled). */
async function insertCustomers(db: Client): Promise<string[]> {
  const hash = await new Argon2PasswordHasher().hash(PASSWORD);
  const emails = Array.from({ length: CUSTOMERS }, (_, i) => `faults-${i + 1}@example.com`);
  for (const email of emails)
    await db.query(
      `INSERT INTO customers (fullname, telephone, email, password_hash) VALUES ('Fault Drill', '+251911234567', $1, $2)`,
      [email, hash],
    );
  return emails;
}

/** The worker fills an empty catalogue at start. */
async function waitForOffer(client: ShopClient): Promise<string> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const productId = await client.airtimeOffer('Vodacom Tanzania').catch(() => null);
    if (productId) return productId;
    await sleep(500);
  }
  throw new Error('No Vodacom Tanzania airtime offer after 120 s (catalogue sync)');
}

main()
  .then((code) => process.exit(code))
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
