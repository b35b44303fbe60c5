// `npm run bench`: mixed load for BENCH_MIXED_SECONDS (300) at BENCH_MIXED_RATE requests/s (300)
// on loopback against the built API and worker (bench-stack.ts, sandbox providers): visitors
// browsing the offers, customers logging in (bot check solved, argon2), reading their histories
// and profile, buying (checkout, the sandbox page, Pay: the sandbox then delivers Stripe's
// webhook to the API, which confirms and queues the top-up) and landing on the success page.
// Requests start at a fixed rate whatever the answers take (an open load, as visitors arrive),
// each visitor its own X-Forwarded-For address. Target (docs/decisions.md#benchmarks): 0 errors;
// p99 per route;
// RSS of API and worker sampled every 5 s, start and end, and the growth trend (least squares
// over the second half of the run, after warm-up). Alone: `tsx bench/mixed.ts`.
import { Client } from 'pg';
import { ResponseObserver, ShopClient } from '@selamtopup/test-kit/shop-client';
import { Argon2PasswordHasher } from '@modules/identity/infra/argon2-password-hasher';
import { BenchStack, loadAverage, withStack } from './bench-stack';
import { percentile, v8MemoryOf, writeResult } from './bench-support';

const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 300);
const RATE = Number(process.env.BENCH_MIXED_RATE ?? 300);
/** 10 new orders per customer per 10 minutes is the shop's limit: enough customers to stay under it. */
const CUSTOMERS = Number(process.env.BENCH_MIXED_CUSTOMERS ?? 400);
const PASSWORD = 'Mixed#2026load';
const SAMPLE_MS = 5000;

interface Customer {
  email: string;
  client: ShopClient;
}

/**
 * What a visitor does in one action, its number of requests (so the action rate gives RATE
 * requests/s) and its share of the actions.
 */
interface Action {
  name: string;
  requests: number;
  weight: number;
  run(): Promise<unknown>;
}

class Timings {
  readonly byRoute = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  readonly failures: string[] = [];
  sent = 0;

  readonly observe: ResponseObserver = (route, status, ms) => {
    this.sent++;
    const list = this.byRoute.get(route) ?? [];
    list.push(ms);
    this.byRoute.set(route, list);
    // 303 is the sandbox page's redirect after Pay; 304 a revalidated offers answer.
    if (status === 0 || status >= 400) {
      this.errors.set(route, (this.errors.get(route) ?? 0) + 1);
      if (this.failures.length < 10) this.failures.push(`${route}: ${status || 'no answer'}`);
    }
  };
}

async function insertCustomers(db: Client): Promise<string[]> {
  const hash = await new Argon2PasswordHasher().hash(PASSWORD);
  const emails = Array.from({ length: CUSTOMERS }, (_, i) => `mixed-${i + 1}@example.com`);
  await db.query(
    `INSERT INTO customers (fullname, telephone, email, password_hash)
     SELECT 'Mixed Load', '+251911234567', e, $2 FROM unnest($1::text[]) e`,
    [emails, hash],
  );
  return emails;
}

/** How long the paid orders of the run may take to end COMPLETED or REFUNDED once the load stops. */
const FINAL_WAIT_SECONDS = 60;

/**
 * Seconds until no order is between payment and its end (PAID, SUBMITTED, FAILED awaiting its
 * refund), or null past FINAL_WAIT_SECONDS: orders paid in the last seconds are still being
 * fulfilled when the load stops, and a paid order that never ends is a lost top-up, not a detail.
 */
async function waitUntilPaidOrdersFinal(db: Client): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < FINAL_WAIT_SECONDS * 1000) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM top_up_orders WHERE status IN ('PAID', 'SUBMITTED', 'FAILED')`,
    );
    if (rows[0].n === 0) return (Date.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 250));
  }
  return null;
}

/** Least-squares slope of (minute, MB) samples: growth per minute. */
function slopePerMinute(samples: { atMs: number; mb: number }[]): number {
  const n = samples.length;
  if (n < 2) return 0;
  const xs = samples.map((s) => s.atMs / 60_000);
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = samples.reduce((a, s) => a + s.mb, 0) / n;
  const num = samples.reduce((a, s, i) => a + (xs[i] - mx) * (s.mb - my), 0);
  const den = xs.reduce((a, x) => a + (x - mx) ** 2, 0);
  return den ? num / den : 0;
}

function actions(
  stack: BenchStack,
  timings: Timings,
  customers: Customer[],
  productId: string,
): Action[] {
  let visitor = 0;
  let next = 0;
  let nextBuyer = 0;
  const customer = () => customers[next++ % customers.length];
  // Buyers in a rotation of their own: each customer buys every CUSTOMERS-th checkout, so none
  // meets the 10-new-orders-in-10-minutes limit (a shared rotation gave some customers more).
  const buyer = () => customers[nextBuyer++ % customers.length];
  const anonymous = () =>
    new ShopClient(stack.base, `10.88.${(visitor >> 8) & 255}.${visitor++ & 255}`, timings.observe);
  const countries = ['Ethiopia', 'Kenya', 'Tanzania', 'Eritrea', 'Uganda', 'Somalia'];
  let orders = 0;
  return [
    {
      name: 'browse offers',
      requests: 1,
      weight: 60,
      run: () => anonymous().call('GET', '/api/product/offers'),
    },
    {
      name: 'offers of a country',
      requests: 1,
      weight: 12,
      run: () => anonymous().call('GET', `/api/product/offers?country=${countries[visitor % 6]}`),
    },
    {
      name: 'history',
      requests: 1,
      weight: 14,
      run: () =>
        customer().client.call('POST', '/api/user/getAllTransactionUser', { start: 1, end: 20 }),
    },
    {
      name: 'profile',
      requests: 1,
      weight: 6,
      run: () => customer().client.call('GET', '/api/user/profile'),
    },
    {
      name: 'login',
      requests: 3, // CSRF token, bot-check challenge, login
      weight: 1,
      // A customer coming back on another device: a fresh browser and address, so the logged-in
      // browsers below keep their sessions and no address meets the login's own limits.
      run: () => anonymous().logIn(customers[visitor % customers.length].email, PASSWORD),
    },
    {
      name: 'checkout, pay, success page',
      // checkout, sandbox page, Pay, success-page check (the webhook is the API's own)
      requests: 4,
      weight: 2,
      run: async () => {
        const n = orders++;
        const c = buyer();
        const sessionId = await c.client.buyAndPay(productId, familyNumber(n, customers.length));
        return c.client.successPage(sessionId);
      },
    },
  ];
}

/**
 * The number the n-th checkout sends to: each customer tops up the same three numbers of their
 * family in turn (checkouts go to customers in a rotation). A new number on every checkout would
 * hold a customer's fourth within the hour for review (REVIEW_NUMBERS_PER_HOUR), which the load
 * is not about. The last digit 1–3 keeps clear of the sandbox's declined (…0000), timed-out
 * (…9999) and never-delivered (…8888) numbers.
 */
function familyNumber(n: number, customers: number): string {
  const family = n % customers;
  const member = Math.floor(n / customers) % 3;
  return `+25575${String(100000 + ((family * 7919) % 899999)).padStart(6, '0')}${member + 1}`;
}

export async function mixedBench(): Promise<boolean> {
  return withStack('mixed', {}, async (stack) => {
    const timings = new Timings();
    const emails = await insertCustomers(stack.db);
    const customers = emails.map((email, i) => ({
      email,
      client: new ShopClient(stack.base, `10.99.${i >> 8}.${i & 255}`, timings.observe),
    }));
    console.log(`Mixed load: logging ${CUSTOMERS} customers in…`);
    for (let i = 0; i < customers.length; i += 20)
      await Promise.all(customers.slice(i, i + 20).map((c) => c.client.logIn(c.email, PASSWORD)));
    const productId = await customers[0].client.airtimeOffer('Vodacom Tanzania');
    if (!productId) throw new Error('no Vodacom Tanzania airtime offer');
    timings.byRoute.clear();
    timings.sent = 0;

    const list = actions(stack, timings, customers, productId);
    const totalWeight = list.reduce((a, x) => a + x.weight, 0);
    const requestsPerAction = list.reduce((a, x) => a + x.requests * x.weight, 0) / totalWeight;
    const actionsPerSecond = RATE / requestsPerAction;
    const pick = () => {
      let r = Math.random() * totalWeight;
      for (const a of list) if ((r -= a.weight) < 0) return a;
      return list[0];
    };
    console.log(
      `Mixed load: ${SECONDS} s at ${RATE} requests/s (${actionsPerSecond.toFixed(0)} actions/s), ${CUSTOMERS} customers`,
    );
    const rss: { atMs: number; apiMb: number; workerMb: number; apiHeapMb: number | null }[] = [];
    const started = Date.now();
    // The API's used V8 heap too (its /metrics): RSS growing with a flat heap is the allocator
    // keeping pages, a heap growing is something kept.
    const sample = async () => {
      const at = { atMs: Date.now() - started, ...stack.rss() };
      const v8 = await v8MemoryOf(stack.base);
      rss.push({ ...at, apiHeapMb: v8 ? Math.round(v8.heapBytes / 1048576) : null });
    };
    await sample();
    const sampler = setInterval(() => void sample(), SAMPLE_MS);
    const cpuBefore = stack.cpuSeconds();
    const inFlight = new Set<Promise<unknown>>();
    const failedActions = new Map<string, number>();
    let launched = 0;
    // Every 10 ms, the actions due by now: a fixed arrival rate, whatever the answers take.
    while (Date.now() - started < SECONDS * 1000) {
      const due = Math.floor(((Date.now() - started) / 1000) * actionsPerSecond);
      for (; launched < due; launched++) {
        const action = pick();
        const p = action
          .run()
          .catch((err: Error) => {
            failedActions.set(action.name, (failedActions.get(action.name) ?? 0) + 1);
            if (timings.failures.length < 10)
              timings.failures.push(`${action.name}: ${err.message}`);
          })
          .finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    const loadSeconds = (Date.now() - started) / 1000;
    await Promise.all(inFlight);
    const cpuAfter = stack.cpuSeconds();
    // Busy share of one core: a figure the other tenants of a shared machine move far less
    // than latencies (the API serves from one thread; above ~80 % it queues).
    const busy = {
      api: (cpuAfter.api - cpuBefore.api) / ((Date.now() - started) / 1000),
      worker: (cpuAfter.worker - cpuBefore.worker) / ((Date.now() - started) / 1000),
    };
    clearInterval(sampler);
    await sample();

    const routes = [...timings.byRoute].sort((a, b) => b[1].length - a[1].length);
    const errors = [...timings.errors.values()].reduce((a, b) => a + b, 0);
    const actionErrors = [...failedActions.values()].reduce((a, b) => a + b, 0);
    const secondHalf = rss.filter((s) => s.atMs >= (SECONDS * 1000) / 2);
    const trend = {
      apiMbPerMinute: slopePerMinute(secondHalf.map((s) => ({ atMs: s.atMs, mb: s.apiMb }))),
      workerMbPerMinute: slopePerMinute(secondHalf.map((s) => ({ atMs: s.atMs, mb: s.workerMb }))),
    };
    // The used heap is a sawtooth (it grows to V8's next major collection, then drops): its floor
    // is the figure, the lowest sample of each half. A rising floor is something kept.
    const heapFloor = (samples: typeof rss) =>
      Math.min(...samples.flatMap((s) => (s.apiHeapMb === null ? [] : [s.apiHeapMb])));
    const apiHeapFloorMb = {
      firstHalf: heapFloor(rss.filter((s) => s.atMs < (SECONDS * 1000) / 2)),
      secondHalf: heapFloor(secondHalf),
    };
    const first = rss[0];
    const last = rss[rss.length - 1];
    const finalAfterSeconds = await waitUntilPaidOrdersFinal(stack.db);
    const { rows } = await stack.db.query(
      `SELECT status, count(*)::int AS n FROM top_up_orders GROUP BY status ORDER BY status`,
    );
    console.log(
      `  ${timings.sent} requests in ${loadSeconds.toFixed(0)} s: ${(timings.sent / loadSeconds).toFixed(0)}/s; ` +
        `errors ${errors + actionErrors} [target 0: ${errors + actionErrors ? 'MISSED' : 'ok'}]`,
    );
    for (const [route, ms] of routes)
      console.log(
        `  ${route.padEnd(48)} ${String(ms.length).padStart(6)}  p50 ${percentile(ms, 50).toFixed(1)} p99 ${percentile(ms, 99).toFixed(1)} ms` +
          (timings.errors.get(route) ? `  errors ${timings.errors.get(route)}` : ''),
      );
    for (const f of timings.failures) console.log(`  failure: ${f}`);
    console.log(
      `  CPU: API ${(busy.api * 100).toFixed(0)} % of a core (${((busy.api * 1000 * 1000) / RATE).toFixed(0)} µs a request), worker ${(busy.worker * 100).toFixed(0)} %`,
    );
    console.log(
      `  orders: ${rows.map((r) => `${r.status} ${r.n}`).join(', ')}; ` +
        (finalAfterSeconds === null
          ? `paid orders still not final ${FINAL_WAIT_SECONDS} s after the load [target: MISSED]\n`
          : `every paid order final ${finalAfterSeconds.toFixed(1)} s after the load [ok]\n`) +
        `  RSS API ${first.apiMb} -> ${last.apiMb} MB (second half ${trend.apiMbPerMinute.toFixed(2)} MB/min; heap floor ${apiHeapFloorMb.firstHalf} -> ${apiHeapFloorMb.secondHalf} MB), ` +
        `worker ${first.workerMb} -> ${last.workerMb} MB (${trend.workerMbPerMinute.toFixed(2)} MB/min)`,
    );
    const ok = errors + actionErrors === 0 && finalAfterSeconds !== null;
    writeResult('mixed-load', {
      seconds: SECONDS,
      targetRequestsPerSecond: RATE,
      requests: timings.sent,
      requestsPerSecond: timings.sent / loadSeconds,
      errors: errors + actionErrors,
      failures: timings.failures,
      routes: Object.fromEntries(
        routes.map(([route, ms]) => [
          route,
          {
            requests: ms.length,
            p50Ms: percentile(ms, 50),
            p99Ms: percentile(ms, 99),
            errors: timings.errors.get(route) ?? 0,
          },
        ]),
      ),
      cpuShareOfACore: busy,
      orders: Object.fromEntries(rows.map((r) => [r.status, r.n])),
      paidOrdersFinalAfterSeconds: finalAfterSeconds,
      rssMb: { start: first, end: last, secondHalfTrendPerMinute: trend, samples: rss },
      apiHeapFloorMb,
      ok,
      node: process.version,
      loadAverage: loadAverage(),
    });
    return ok;
  });
}

if (require.main === module)
  mixedBench().then(
    (ok) => process.exit(ok ? 0 : 1),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
