// Fault drill (docs/decisions.md#cluster-and-malformed-body-drills): every endpoint of the API fed
// malformed, oversized, deeply nested,
// wrong-typed, missing-field and bad-character requests (fast-check), as an anonymous visitor, a
// logged-in customer and a logged-in master admin, against the built API and worker on a
// throw-away database and a private Redis. Passes when no answer is 5xx (nor missing) and the API
// process is the same one, still healthy, at the end. `npx tsx scripts/faults/malformed-bodies.ts`
// alone; FAULTS_SEED replays a run, FAULTS_FUZZ_SECONDS bounds it (default 75).
import type { DrillResult } from './support/drill';
import fc from 'fast-check';
import {
  DRILL_PASSWORD,
  DrillStack,
  runDrillAsMain,
  startDrillStack,
  waitForOffer,
} from '../lib/drill-stack';
import { log } from '@selamtopup/test-kit/run';
import { ShopClient } from '@selamtopup/test-kit/shop-client';
import { describe, FuzzRequest, Hints, requests } from './fuzz-support/arbitraries';
import { apiEndpoints, Endpoint } from './fuzz-support/endpoints';

const NAME = 'every endpoint fed malformed requests: no 5xx, the API never restarts';
const BUDGET_MS = Number(process.env.FAULTS_FUZZ_SECONDS || 75) * 1000;
/** Runs per endpoint and role at most; the time budget usually cuts them first. */
const MAX_RUNS = Number(process.env.FAULTS_FUZZ_RUNS || 200);
/** Endpoints fuzzed at once (the API is one process: a few keep it busy on 2 cores). */
const PARALLEL = 4;

type Role = 'anonymous' | 'customer' | 'admin';

interface Finding {
  role: Role;
  endpoint: string;
  status: string;
  request: string;
  replay: string;
}

export async function malformedBodiesDrill(): Promise<DrillResult> {
  const seed = process.env.FAULTS_SEED ? Number(process.env.FAULTS_SEED) : Date.now() % 2 ** 31;
  log(`── ${NAME} (fast-check seed ${seed}; replay with FAULTS_SEED=${seed})`);
  const lines: string[] = [`seed ${seed} (FAULTS_SEED=${seed} replays it)`];
  let stack;
  try {
    stack = await startDrillStack('fuzz', { apis: 1, workers: 1 }, { LOG_LEVEL: 'error' });
  } catch (err) {
    return { name: NAME, ok: false, lines: [...lines, `setup: ${(err as Error).message}`] };
  }
  try {
    const base = stack.apiUrls[0];
    const api = stack.apis[0].child;
    const pid = api.pid;
    const [customerEmail] = await stack.addCustomers('fuzz', 1);
    await stack.addAdmin('fuzz-master@example.com', 'master');
    const clients: Record<Role, ShopClient> = {
      anonymous: new ShopClient(base, '10.66.0.1'),
      customer: new ShopClient(base, '10.66.0.2'),
      admin: new ShopClient(base, '10.66.0.3'),
    };
    await clients.customer.logIn(customerEmail, DRILL_PASSWORD);
    await clients.admin.logIn('fuzz-master@example.com', DRILL_PASSWORD, '/api/admin/login');
    const hints = await realValues(stack, clients.customer, customerEmail);

    const endpoints = await apiEndpoints(base);
    // Logging out ends the role's session, and the site switch (toggleConfig) puts the whole
    // site in maintenance, where 503 is the designed answer: those routes go last.
    const endsSession = (e: Endpoint) => /\/logout$|\/toggleConfig$/.test(e.path);
    const roles: Role[] = ['anonymous', 'customer', 'admin'];
    const jobs = roles.flatMap((role) => endpoints.map((endpoint) => ({ role, endpoint })));
    const first = jobs.filter((j) => !endsSession(j.endpoint));
    const last = jobs.filter((j) => endsSession(j.endpoint));
    log(
      `  ${endpoints.length} endpoints × ${roles.length} roles, up to ${MAX_RUNS} runs each within ${BUDGET_MS / 1000} s`,
    );
    // Each endpoint's share of the time left: what a quick one (refused by a guard) leaves over
    // goes to the ones whose requests reach deeper.
    let deadline = 0;
    let left = jobs.length;
    const nextSlice = () =>
      Math.max(250, Math.floor(((deadline - Date.now()) * PARALLEL) / Math.max(1, left--)));

    const statuses = new Map<string, number>();
    /** Endpoints some request got a 2xx from: past validation and guards, into the code behind. */
    const reached = new Set<string>();
    /** Requests whose first try found the connection closed (answered on the second). */
    const dropped: string[] = [];
    const findings: Finding[] = [];
    let sent = 0;
    const fuzz = async ({ role, endpoint }: { role: Role; endpoint: Endpoint }, i: number) => {
      const jobSeed = (seed + i * 7919) % 2 ** 31;
      const answered = new WeakMap<FuzzRequest, string>();
      const details = await fc.check(
        fc.asyncProperty(requests(endpoint, hints), async (request: FuzzRequest) => {
          sent++;
          const status = await answer(clients[role], endpoint.method, request);
          answered.set(request, status);
          if (/^2/.test(status)) reached.add(`${endpoint.method} ${endpoint.path}`);
          if (status.startsWith('dropped') && dropped.length < 3)
            dropped.push(
              `${status} as ${role}: ${describe(endpoint.method, request)}`.slice(0, 400),
            );
          const counted = `${role} ${status.replace(/^dropped \((.*)\), then (\d+)$/, 'dropped ($1)')}`;
          statuses.set(counted, (statuses.get(counted) ?? 0) + 1);
          return /^(dropped \(.*\), then )?[1-4]\d\d$/.test(status);
        }),
        {
          seed: jobSeed,
          numRuns: MAX_RUNS,
          interruptAfterTimeLimit: nextSlice(),
          markInterruptAsFailure: false,
        },
      );
      if (details.failed && details.counterexample)
        findings.push({
          role,
          endpoint: `${endpoint.method} ${endpoint.path}`,
          status: answered.get(details.counterexample[0]) ?? '5xx',
          request: describe(endpoint.method, details.counterexample[0]),
          replay: `seed ${details.seed}, path "${details.counterexamplePath}"`,
        });
    };
    const started = Date.now();
    deadline = started + BUDGET_MS;
    await pool(first, PARALLEL, (job) => fuzz(job, jobs.indexOf(job)));
    // Both sessions must have lived through it, or their roles were not fuzzed as claimed.
    const alive = {
      customer: (await clients.customer.send('GET', '/api/user/profile')).status,
      admin: (await clients.admin.send('GET', '/api/admin/me')).status,
    };
    await pool(last, PARALLEL, (job) => fuzz(job, jobs.indexOf(job)));
    const took = Math.round((Date.now() - started) / 1000);

    const health = await fetch(`${base}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    const sameProcess = api.pid === pid && api.exitCode === null && api.signalCode === null;
    const workerUp = stack.workers[0].child.exitCode === null;
    lines.push(
      `${sent} requests in ${took} s to ${endpoints.length} endpoints × ${roles.length} roles`,
      ...roles.map(
        (role) =>
          `as ${role}: ${[...statuses]
            .filter(([k]) => k.startsWith(`${role} `))
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, n]) => `${k.slice(role.length + 1)}×${n}`)
            .join(' ')}`,
      ),
      `${reached.size} of ${endpoints.length} endpoints answered 2xx to some request; never: ${endpoints
        .map((e) => `${e.method} ${e.path}`)
        .filter((e) => !reached.has(e))
        .join(', ')}`,
      ...dropped,
      `sessions after fuzzing (before the logout routes): customer profile ${alive.customer}, admin me ${alive.admin}`,
      `API pid ${pid}: ${sameProcess ? 'same process' : 'EXITED or replaced'}, health ${health}; worker ${workerUp ? 'up' : 'DOWN'}`,
    );
    for (const f of findings.slice(0, 20))
      lines.push(
        `${f.status} as ${f.role} on ${f.endpoint}: ${f.request} (${f.replay})`.slice(0, 600),
      );
    if (findings.length > 20) lines.push(`…and ${findings.length - 20} more endpoints with 5xx`);
    const ok =
      !findings.length &&
      sameProcess &&
      health === 200 &&
      workerUp &&
      alive.customer === 200 &&
      alive.admin === 200;
    log(`  ${ok ? 'ok' : 'FAILED'}: ${lines.join('; ')}`);
    return { name: NAME, ok, lines };
  } catch (err) {
    lines.push(`setup: ${(err as Error).message}`);
    return { name: NAME, ok: false, lines };
  } finally {
    lines.push(`logs: ${stack.logs}`);
    await stack.stop();
  }
}

/**
 * Values that exist: the customer's paid order and its checkout session, an offer, another admin
 * to remove (never the fuzzing one, whose session must live), the accounts' addresses.
 */
async function realValues(stack: DrillStack, customer: ShopClient, email: string): Promise<Hints> {
  await stack.addAdmin('fuzz-other@example.com', 'admin');
  const productId = await waitForOffer(customer);
  const sessionId = await customer.buyAndPay(productId, '+255754001234');
  const ids = async (sql: string) =>
    (await stack.db.query<{ id: string }>(sql)).rows.map((r) => String(r.id));
  const orders = await ids(`SELECT id FROM top_up_orders`);
  const people = await ids(
    `SELECT id FROM customers UNION ALL SELECT id FROM admins WHERE email = 'fuzz-other@example.com'`,
  );
  const phones = ['+255754001234', '+255750000000', '255754001234'];
  // Solved bot checks, each good once: sign-up, login, contact and code routes get past the check.
  const altcha: string[] = [];
  for (let i = 0; i < 150; i++) altcha.push(await customer.botCheck());
  return {
    id: [...orders, ...people, sessionId],
    orderid: orders,
    productid: [productId],
    sessionid: [sessionId],
    checkoutsessionid: [sessionId],
    email: [email, 'fuzz-master@example.com', 'fuzz-other@example.com'],
    telenumber: phones,
    phonenumber: phones,
    telephone: phones,
    country: ['Tanzania', 'TZ', 'TZA'],
    operatorname: ['Vodacom Tanzania'],
    altcha,
    code: ['123456'],
    // The list routes' react-admin parameters and the history's page.
    filter: ['{}', '{"q":"fuzz"}', '{"status":"COMPLETED"}'],
    range: ['[0,9]', '[10,19]'],
    sort: ['["id","ASC"]', '["createdAt","DESC"]', '["email","ASC"]'],
    start: [1, 2],
    end: [10, 20],
    from: ['2026-01-01'],
    to: ['2026-12-31'],
    q: ['fuzz'],
    status: ['COMPLETED', 'REFUNDED'],
    amount: [10, 25.5],
    activationcode: ['123456'],
    verificationcode: ['123456'],
  };
}

/**
 * The status of the answer as text, or what went wrong when none came. A connection the client
 * found closed under it (a keep-alive socket the server had just shut, a body still being written
 * when the server refused it early) is tried once more: only a request that gets no answer twice
 * counts as unanswered; the first miss is reported as `dropped, then <status>`.
 */
async function answer(client: ShopClient, method: string, request: FuzzRequest): Promise<string> {
  const once = async () => {
    const res = await client.send(method, request.url, {
      headers: {
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
        ...(request.csrfToken !== undefined ? { 'x-csrf-token': request.csrfToken } : {}),
      },
      body: request.body,
      clientIp: request.ip,
    });
    // An event stream stays open by design: its status is the answer.
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) await res.body?.cancel();
    else await res.arrayBuffer();
    return String(res.status);
  };
  const why = (err: unknown) => {
    const cause = (err as Error & { cause?: Error & { code?: string } }).cause;
    return `${(err as Error).message}${cause ? `: ${cause.code ?? cause.message}` : ''}`;
  };
  try {
    return await once();
  } catch (first) {
    try {
      return `dropped (${why(first)}), then ${await once()}`;
    } catch (second) {
      return `no answer (${why(second)})`;
    }
  }
}

async function pool<T>(items: T[], width: number, each: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await each(items[next++]);
    }),
  );
}

if (require.main === module) runDrillAsMain(malformedBodiesDrill);
