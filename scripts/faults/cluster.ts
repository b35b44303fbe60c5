// Fault drill (docs/decisions.md#cluster-and-malformed-body-drills): two API and two worker
// processes (backend/dist) behind one throw-away
// PostgreSQL database and one private Redis, with the sandbox providers. Proves what a cluster
// must share: rate limits (per IP and per account, counted together over both APIs), sessions
// (a login on one API works on the other, a logout on one ends it on both), job schedules (each
// runs once per cluster per period, also after Redis lost one) and fulfilment (orders paid
// through both APIs end COMPLETED or REFUNDED exactly once). `npx tsx scripts/faults/cluster.ts`
// alone; FAULTS_CLUSTER_ORDERS sets the order count (default 24).
import type { DrillResult } from './support/drill';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { checkPaidOrders } from '@selamtopup/test-kit/fault-checks';
import {
  DRILL_PASSWORD,
  DrillStack,
  runDrillAsMain,
  startDrillStack,
  waitForOffer,
} from '../lib/drill-stack';
import { log, sleep } from '@selamtopup/test-kit/run';
import { ShopClient } from '@selamtopup/test-kit/shop-client';
import { QUEUES } from '@shared/queues/queue-names';
import { jobSchedulers } from '@shared/queues/job-schedulers';
import { envSchema } from '@config/env.schema';

const NAME = 'two APIs and two workers: rate limits, sessions, schedules and fulfilment hold';
const ORDERS = Number(process.env.FAULTS_CLUSTER_ORDERS || 24);
/** The shortest period the settings allow, so a short drill sees several runs. */
const RECONCILE_SECONDS = 5;
/** How long the schedules are watched (the other checks run meanwhile). */
const WATCH_MS = 40_000;
const FINAL_WITHIN_MS = 90_000;

/** One check of the drill: its verdict and what it saw. */
interface Check {
  ok: boolean;
  line: string;
}

export async function clusterDrill(): Promise<DrillResult> {
  log(`── ${NAME}`);
  let stack: DrillStack;
  try {
    stack = await startDrillStack(
      'cluster',
      { apis: 2, workers: 2 },
      {
        RECONCILE_INTERVAL_SECONDS: String(RECONCILE_SECONDS),
        RECONCILE_IDLE_SECONDS: '20',
        // The keepers look for lost schedulers every second: a race between them shows at once.
        JOB_SCHEDULER_CHECK_MS: '1000',
        // Long enough that both workers hold fulfilment jobs at the same time.
        DTONE_SANDBOX_LATENCY_MS: '300',
      },
    );
  } catch (err) {
    return { name: NAME, ok: false, lines: [`setup: ${(err as Error).message}`] };
  }
  const lines: string[] = [];
  const prefix = `${stack.env.REDIS_PREFIX}:bull`;
  const connection = { url: stack.redis.url, maxRetriesPerRequest: null };
  const reconciliation = new Queue(QUEUES.reconciliation, { connection, prefix });
  const catalog = new Queue(QUEUES.catalog, { connection, prefix });
  const balance = new Queue(QUEUES.providerBalance, { connection, prefix });
  const delays = new Queue(QUEUES.deliveryDelays, { connection, prefix });
  const autoTopUps = new Queue(QUEUES.autoTopUps, { connection, prefix });
  try {
    const watchFrom = Date.now();
    const checks: Check[] = [];
    const run = async (what: string, check: () => Promise<Check>) => {
      const c = await check().catch((err: Error) => ({
        ok: false,
        line: `${what}: ${err.message}`,
      }));
      log(`  ${c.ok ? 'ok' : 'FAILED'}: ${c.line}`);
      checks.push(c);
    };
    await run('per-IP limit', () => perIpLoginLimit(stack));
    await run('per-account limit', () => perAccountLoginLimit(stack));
    await run('customer session', () => customerSession(stack));
    await run('admin session', () => adminSession(stack));
    await run('fulfilment', () => fulfilment(stack));
    // A rolling deploy: worker 2 leaves and joins again, and its keeper writes the schedulers anew.
    await stack.restartWorker(1);
    const rest = WATCH_MS - (Date.now() - watchFrom);
    if (rest > 0) await sleep(rest);
    await run('schedules', () =>
      schedules(stack.env, reconciliation, catalog, [balance, delays, autoTopUps], watchFrom),
    );
    await run('lost scheduler', () => loseScheduler(reconciliation));
    const alive = [...stack.apis, ...stack.workers].filter((p) => p.child.exitCode === null);
    checks.push({
      ok: alive.length === 4,
      line: `${alive.length} of 4 processes still running at the end`,
    });
    lines.push(...checks.map((c) => `${c.ok ? 'ok  ' : 'FAIL'} ${c.line}`));
    return { name: NAME, ok: checks.every((c) => c.ok), lines };
  } catch (err) {
    lines.push(`drill: ${(err as Error).message}`);
    return { name: NAME, ok: false, lines };
  } finally {
    lines.push(`logs: ${stack.logs}`);
    await reconciliation.close();
    await catalog.close();
    await balance.close();
    await delays.close();
    await autoTopUps.close();
    await stack.stop();
  }
}

/** Alternates the APIs: request i goes to API (i mod 2). */
const apiFor = (stack: DrillStack, i: number) => stack.apiUrls[i % stack.apiUrls.length];

/**
 * The login route allows 5 calls a minute per IP. From one address, 10 calls alternating between
 * the APIs: the limit holds for the pair (5 answered, then 429), not 5 per API.
 */
async function perIpLoginLimit(stack: DrillStack): Promise<Check> {
  // One browser (one cookie, one CSRF token, which both APIs accept) at one address.
  const browser = new ShopClient(stack.apiUrls[0], '10.55.0.1');
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) {
    browser.useApi(apiFor(stack, i));
    // No bot-check solution: the limit counts the call before the bot check refuses it.
    statuses.push(
      await json(browser, 'POST', '/api/user/loginUser', {
        email: 'nobody@example.com',
        password: 'wrong-password',
      }),
    );
  }
  const limited = statuses.map((s) => s === 429);
  const ok = limited.every((l, i) => l === i >= 5);
  return {
    ok,
    line: `per-IP login limit (5/min) over both APIs, 10 calls alternating: ${statuses.join(' ')}`,
  };
}

/**
 * The per-account limit: 20 failed logins from anywhere, then places the account never logged in
 * from are refused while its known place still gets in. The failures come from 20 addresses
 * through both APIs; the refusal and the welcome come from either.
 */
async function perAccountLoginLimit(stack: DrillStack): Promise<Check> {
  const [email] = await stack.addCustomers('cluster-guessed', 1);
  const owner = new ShopClient(stack.apiUrls[0], '10.56.0.1');
  await owner.logIn(email, DRILL_PASSWORD);
  let refusedEarly = 0;
  for (let i = 0; i < 20; i++) {
    const guesser = new ShopClient(apiFor(stack, i), `10.57.0.${i + 1}`);
    const status = await loginStatus(guesser, email, 'Wrong#2026');
    if (status !== 401) refusedEarly++;
  }
  const stranger = await loginStatus(
    new ShopClient(stack.apiUrls[0], '10.58.0.1'),
    email,
    DRILL_PASSWORD,
  );
  const known = await loginStatus(
    new ShopClient(stack.apiUrls[1], '10.56.0.1'),
    email,
    DRILL_PASSWORD,
  );
  return {
    ok: refusedEarly === 0 && stranger === 429 && known === 200,
    line: `per-account login limit (20 failures) over both APIs: 20 wrong passwords answered 401${refusedEarly ? ` except ${refusedEarly}` : ''}; then the right one from a new place ${stranger} (429 wanted) and from the known place on the other API ${known}`,
  };
}

async function loginStatus(client: ShopClient, email: string, password: string): Promise<number> {
  try {
    await client.logIn(email, password);
    return 200;
  } catch (err) {
    return Number(/: (\d{3}) /.exec((err as Error).message)?.[1] ?? 0);
  }
}

/**
 * A customer logs in on API 1, reads the profile and makes a CSRF-checked call on API 2; a
 * second tab keeps the old cookie. Logging out on API 2 ends the session on API 1 as well.
 */
async function customerSession(stack: DrillStack): Promise<Check> {
  const [email] = await stack.addCustomers('cluster-session', 1);
  const tab = new ShopClient(stack.apiUrls[0], '10.59.0.1');
  await tab.logIn(email, DRILL_PASSWORD);
  const other = tab.copy();
  tab.useApi(stack.apiUrls[1]);
  const profile = await tab.send('GET', '/api/user/profile');
  const body = (await profile.json()) as { email?: string; user?: { email?: string } };
  const sameCustomer = (body.user?.email ?? body.email) === email;
  const history = await json(tab, 'POST', '/api/user/getAllTransactionUser', { start: 1, end: 10 });
  const logout = (await tab.send('POST', '/api/user/logout')).status;
  const after = (await other.send('GET', '/api/user/profile')).status;
  const ok =
    profile.status === 200 && sameCustomer && history === 200 && logout === 200 && after === 401;
  return {
    ok,
    line: `customer session: login on API 1, then on API 2 profile ${profile.status}${sameCustomer ? '' : ' (another customer!)'}, CSRF-checked call ${history}, logout ${logout}; the session on API 1 afterwards ${after} (401 wanted)`,
  };
}

/** The same for the back office's own session (cookie `asid`). */
async function adminSession(stack: DrillStack): Promise<Check> {
  const email = 'cluster-admin@example.com';
  await stack.addAdmin(email);
  const tab = new ShopClient(stack.apiUrls[1], '10.60.0.1');
  await tab.logIn(email, DRILL_PASSWORD, '/api/admin/login');
  const other = tab.copy();
  tab.useApi(stack.apiUrls[0]);
  const me = (await tab.send('GET', '/api/admin/me')).status;
  const logout = (await tab.send('POST', '/api/admin/logout')).status;
  const after = (await other.send('GET', '/api/admin/me')).status;
  return {
    ok: me === 200 && logout === 200 && after === 401,
    line: `admin session: login on API 2, then on API 1 me ${me}, logout ${logout}; on API 2 afterwards ${after} (401 wanted)`,
  };
}

async function json(client: ShopClient, method: string, path: string, body: object) {
  const res = await client.send(method, path, {
    headers: { 'content-type': 'application/json' },
    body: new TextEncoder().encode(JSON.stringify(body)),
  });
  await res.arrayBuffer();
  return res.status;
}

/**
 * ORDERS sandbox card orders by 8 customers, each order through the other API than their last
 * (the same session on both): every paid one COMPLETED or REFUNDED (numbers ending 0000 are
 * declined by the sandbox DT One) with one provider transaction, and each sandbox webhook posted
 * once although both APIs run the retry loop.
 */
async function fulfilment(stack: DrillStack): Promise<Check> {
  const emails = await stack.addCustomers('cluster-buyer', 8);
  const shoppers = emails.map((email, i) => ({
    email,
    client: new ShopClient(stack.apiUrls[0], `10.61.0.${i + 1}`),
  }));
  for (const s of shoppers) await s.client.logIn(s.email, DRILL_PASSWORD);
  const productId = await waitForOffer(shoppers[0].client);
  const since = Date.now();
  const paid: string[] = [];
  const failures: string[] = [];
  let n = 0;
  await Promise.all(
    shoppers.map(async (s) => {
      while (n < ORDERS) {
        const k = n++;
        s.client.useApi(apiFor(stack, k));
        const last = k % 6 === 5 ? '0000' : String(1000 + k).padStart(4, '0');
        try {
          const sessionId = await s.client.buyAndPay(
            productId,
            `+2557540${String(k).padStart(2, '0')}${last}`,
          );
          paid.push(sessionId);
        } catch (err) {
          failures.push((err as Error).message);
        }
      }
    }),
  );
  const check = await checkPaidOrders(stack.db, paid, since, Date.now() + FINAL_WITHIN_MS);
  const outcome = (
    await stack.db.query<{ status: string; n: string }>(
      `SELECT status, count(*) AS n FROM top_up_orders WHERE checkout_session_id = ANY($1) GROUP BY status ORDER BY status`,
      [paid],
    )
  ).rows;
  const webhooks = (
    await stack.db.query<{ posts: string; undelivered: string }>(
      `SELECT coalesce(sum(attempts), 0) AS posts, count(*) FILTER (WHERE delivered_at IS NULL) AS undelivered
         FROM stripe_sandbox_webhook_deliveries WHERE session_id = ANY($1)`,
      [paid],
    )
  ).rows[0];
  // Both workers must have taken part: a cluster where one worker idles proves little.
  const byWorker = stack.workers.map((_, i) => {
    const log = readFileSync(join(stack.logs, `worker-${i + 1}.log`), 'utf8');
    const finished = log.matchAll(/"msg":"Order ([0-9a-f-]+): (completed|refunded)/g);
    return new Set([...finished].map((m) => m[1])).size;
  });
  const ok =
    byWorker.every((n) => n > 0) &&
    paid.length === ORDERS &&
    !check.stuck.length &&
    !check.doubled.length &&
    Number(webhooks.undelivered) === 0 &&
    Number(webhooks.posts) === paid.length;
  return {
    ok,
    line:
      `fulfilment: ${paid.length} of ${ORDERS} orders paid through both APIs` +
      (failures.length ? ` (${failures.length} not placed: ${failures[0]})` : '') +
      `; ${outcome.map((r) => `${r.n} ${r.status}`).join(', ')}` +
      (check.finalAfterMs !== null
        ? `, all final ${Math.round(check.finalAfterMs / 1000)} s after the first payment`
        : '') +
      (check.stuck.length ? `; not final: ${check.stuck.slice(0, 3).join(', ')}` : '') +
      (check.doubled.length ? `; doubled: ${check.doubled.slice(0, 3).join(', ')}` : '') +
      `; finished by worker 1: ${byWorker[0]}, worker 2: ${byWorker[1]}` +
      `; sandbox webhooks posted ${webhooks.posts} times for ${paid.length} payments, ${webhooks.undelivered} undelivered`,
  };
}

/**
 * Redis loses the reconciliation scheduler (as after a restart without persistence): both
 * workers' keepers notice within a second and race to put it back. One scheduler must come out,
 * whose first run is at once (BullMQ starts an `every` schedule immediately) and the next ones a
 * period apart.
 */
async function loseScheduler(queue: Queue): Promise<Check> {
  await queue.removeJobScheduler('reconcile-orders');
  const removedAt = Date.now();
  while (!(await queue.getJobScheduler('reconcile-orders')) && Date.now() < removedAt + 10_000)
    await sleep(100);
  const backAfter = Date.now() - removedAt;
  await sleep(RECONCILE_SECONDS * 2_200); // both keepers looked again many times; two more periods
  const ids = (await queue.getJobSchedulers()).map((s) => s.key);
  const { starts, gaps, restarted } = await runsSince(queue, removedAt);
  const ok =
    ids.length === 1 &&
    ids[0] === 'reconcile-orders' &&
    starts.length >= 2 &&
    starts.length <= 4 &&
    gaps.every((g) => g >= RECONCILE_SECONDS * 1000 * 0.5) &&
    restarted === 0;
  return {
    ok,
    line:
      `reconciliation scheduler removed from Redis: back after ${backAfter} ms, ${ids.length} scheduler(s) (${ids.join(', ') || 'none'}); ` +
      `${starts.length} runs in the ${Math.round((Date.now() - removedAt) / 1000)} s since, gaps ${describeGaps(gaps)}`,
  };
}

/** Reconciliation runs started since `since`: start times, the gaps between them, restarts. */
async function runsSince(queue: Queue, since: number) {
  const jobs = (await queue.getJobs(['completed', 'failed', 'active'])).filter(
    (j) => (j.processedOn ?? 0) >= since,
  );
  const starts = jobs.map((j) => j.processedOn!).sort((a, b) => a - b);
  return {
    starts,
    gaps: starts.slice(1).map((t, i) => t - starts[i]),
    restarted: jobs.filter((j) => j.attemptsStarted > 1).length,
  };
}

const describeGaps = (gaps: number[]) =>
  gaps.length ? `${Math.min(...gaps)}–${Math.max(...gaps)} ms` : 'none';

/**
 * Every job scheduler is there once, and over the watch the reconciliation (every
 * RECONCILE_SECONDS) ran once per period: one run per slot, runs a period apart, each started
 * once. The nightly offer sync has exactly one next run waiting.
 */
async function schedules(
  env: NodeJS.ProcessEnv,
  reconciliation: Queue,
  catalog: Queue,
  // The queues of the other declared schedulers (the DT One balance watch, the delay sweep, the
  // automatic top-ups' runs).
  others: Queue[],
  since: number,
): Promise<Check> {
  const declared = jobSchedulers(envSchema.parse(env)).map((s) => s.id);
  const present = [
    ...(await reconciliation.getJobSchedulers()),
    ...(await catalog.getJobSchedulers()),
    ...(await Promise.all(others.map((q) => q.getJobSchedulers()))).flat(),
  ].map((s) => s.key);
  const { starts, gaps, restarted } = await runsSince(reconciliation, since);
  const windowS = (Date.now() - since) / 1000;
  const expected = Math.floor(windowS / RECONCILE_SECONDS);
  const nightly = (await catalog.getDelayed()).filter(
    (j) => j.repeatJobKey === 'nightly-offer-sync',
  );
  const ok =
    present.length === declared.length &&
    declared.every((id) => present.includes(id)) &&
    Math.abs(starts.length - expected) <= 1 &&
    gaps.every((g) => g >= RECONCILE_SECONDS * 1000 * 0.5) &&
    restarted === 0 &&
    nightly.length === 1;
  return {
    ok,
    line:
      `schedules: ${present.length} scheduler(s) in Redis for ${declared.length} declared (${present.join(', ')}); ` +
      `reconciliation ran ${starts.length} times in ${Math.round(windowS)} s with worker 2 restarted (every ${RECONCILE_SECONDS} s: ${expected} expected), ` +
      `gaps ${describeGaps(gaps)}, ${restarted} started twice; ` +
      `${nightly.length} nightly offer sync waiting`,
  };
}

if (require.main === module) runDrillAsMain(clusterDrill);
