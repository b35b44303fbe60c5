import { readFileSync } from 'node:fs';
import { stopProcesses } from '@selamtopup/test-kit/processes';
import { sleep } from '@selamtopup/test-kit/run';
import { signWebhookPayload } from '@integrations/stripe/stripe-webhook-event';
import type { DrillResult, Suite } from './support/drill';
import { verify } from './support/invariants';
import { placeOrders, whenPaid } from './support/orders';
import { Rig, WEBHOOK_SECRET } from './support/rig';
import { orderCount } from './support/scale';
import { shoppersFor } from './support/shoppers';
import { StripeWebhooks } from './support/webhooks';

/** Longer than a clean stop needs; stopProcesses kills after it (a failed drill). */
const GRACE_MS = 30_000;
/** Webhooks sent just before the API's SIGTERM, held in flight by a slow Stripe. */
const IN_FLIGHT = 30;
/** How slow DT One or Stripe answers while a stop begins, so work is surely in flight. */
const SLOW_MS = 1500;

/**
 * SIGTERM to the worker, then to the API, under load (as a deploy does), each restarted once
 * stopped. The worker's stop comes while DT One answers slowly (jobs surely mid-call); the API's
 * while 30 webhooks are inside it waiting on a slow Stripe: each of those must be answered 200.
 * Both stop cleanly and quickly, no query is cut off by the pool closing, nothing is lost.
 */
export async function sigterm(suite: Suite): Promise<DrillResult> {
  const name = 'SIGTERM to worker and API under load';
  const rig = await Rig.start(suite, 'sigterm');
  try {
    const orders = orderCount(150);
    const shoppers = await shoppersFor(rig.db, rig.baseUrl, orders);
    const webhooks = new StripeWebhooks(rig.baseUrl, WEBHOOK_SECRET, rig.stripe);
    const ordering = placeOrders(rig, shoppers, webhooks, { orders, series: 5 });
    const problems: string[] = [];
    const stops: string[] = [];

    await whenPaid(ordering, orders / 4);
    rig.dtone.delayMs = SLOW_MS;
    await sleep(SLOW_MS / 2);
    const worker = await stopCleanly(rig, 'worker');
    rig.dtone.delayMs = 0;
    rig.startWorker();
    stops.push(`worker stopped in ${worker.ms} ms`);
    problems.push(...worker.problems);

    await whenPaid(ordering, orders / 2);
    const held = await holdWebhooksInFlight(rig, ordering.placement.paid.slice(-IN_FLIGHT));
    const api = await stopCleanly(rig, 'api');
    rig.stripe.delayMs = 0;
    const answers = await held.answers;
    rig.startApi();
    await rig.waitForApi();
    const notOk = answers.filter((status) => status !== 200);
    stops.push(
      `API stopped in ${api.ms} ms with ${held.inside} webhooks inside (${answers.length - notOk.length} answered 200)`,
    );
    problems.push(...api.problems);
    if (notOk.length)
      problems.push(
        `requests in flight at the API's SIGTERM not answered 200: ${notOk.join(', ')}`,
      );

    const placement = await ordering.done;
    const errors = (placement.statuses[500] ?? 0) + (webhooks.statuses[500] ?? 0);
    if (errors) problems.push(`${errors} request(s) answered 500 (in flight during a stop?)`);
    return await verify(rig, name, placement, webhooks, {
      faults: `SIGTERM to each, restarted once stopped: ${stops.join('; ')}`,
      problems,
    });
  } finally {
    await rig.stop();
  }
}

/**
 * Sends one more delivery of each session's event (Stripe may) while Stripe answers slowly, and
 * waits until the API has asked Stripe about each one: they are all inside the API then.
 * `answers`: each delivery's status (0 when not answered).
 */
async function holdWebhooksInFlight(
  rig: Rig,
  sessionIds: string[],
): Promise<{ inside: number; answers: Promise<number[]> }> {
  rig.stripe.delayMs = SLOW_MS * 2;
  const from = rig.stripe.requests.length;
  const answers = Promise.all(
    sessionIds.map(async (id) => {
      const payload = rig.stripe.completedEvent(id);
      try {
        const res = await fetch(`${rig.baseUrl}/api/stripe/webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': signWebhookPayload(payload, WEBHOOK_SECRET),
          },
          body: payload,
          signal: AbortSignal.timeout(GRACE_MS),
        });
        return res.status;
      } catch {
        return 0;
      }
    }),
  );
  const asked = () =>
    new Set(
      rig.stripe.requests
        .slice(from)
        .filter((r) => r.method === 'GET')
        .map((r) => r.path.split('/').pop()),
    );
  const until = Date.now() + SLOW_MS;
  while (sessionIds.some((id) => !asked().has(id)) && Date.now() < until) await sleep(20);
  return { inside: sessionIds.filter((id) => asked().has(id)).length, answers };
}

/** SIGTERM, then what the process said while stopping and how it ended. */
async function stopCleanly(
  rig: Rig,
  role: 'api' | 'worker',
): Promise<{ ms: number; problems: string[] }> {
  const process = rig.processes[role]!;
  const before = readFileSync(rig.logFile(role), 'utf8').length;
  const started = Date.now();
  await stopProcesses([process], GRACE_MS);
  rig.noteFault();
  const ms = Date.now() - started;
  const problems: string[] = [];
  const said = readFileSync(rig.logFile(role), 'utf8').slice(before);
  const cut = /Connection terminated|Driver not Connected|Connection is closed/.exec(said);
  if (cut) problems.push(`${role}: work in flight lost its connection while stopping: "${cut[0]}"`);
  const { exitCode, signalCode } = process.child;
  // Nest re-raises the signal once closed: exit 0 or SIGTERM is a clean stop, SIGKILL is not.
  if (exitCode !== 0 && signalCode !== 'SIGTERM')
    problems.push(`${role} stopped with ${exitCode ?? signalCode} after ${ms} ms`);
  return { ms, problems };
}
