import { checkFraudWarnings } from '@selamtopup/test-kit/fault-checks';
import { sleep } from '@selamtopup/test-kit/run';
import type { DrillResult, Suite } from './support/drill';
import { TARGET_MS } from './support/invariants';
import { placeOrders } from './support/orders';
import { between } from './support/random';
import { Rig, WEBHOOK_SECRET } from './support/rig';
import { orderCount } from './support/scale';
import { shoppersFor } from './support/shoppers';
import { StripeWebhooks } from './support/webhooks';

/** Warnings per second in the burst (each delivered 3 times at once). */
const BURST_RATE = 50;
const MIN_KILLS = 2;

/**
 * Stripe Radar's early fraud warnings for 100 paid orders (docs/decisions.md#early-fraud-warnings), each
 * delivered 3 times at once, while the worker (still fulfilling those orders, with DT One's
 * faults) is kill -9ed and restarted: every order ends REFUNDED with exactly one refund at the
 * Stripe stand-in (all its refund calls under the order's one idempotency key), every warned
 * customer is blocked (read from the database), one audit row per warning.
 */
export async function fraudWarnings(suite: Suite): Promise<DrillResult> {
  const name = 'early fraud warnings ×3 during worker kill -9';
  const rig = await Rig.start(suite, 'fraud-warnings');
  try {
    const orders = orderCount(100);
    const shoppers = await shoppersFor(rig.db, rig.baseUrl, orders);
    const webhooks = new StripeWebhooks(rig.baseUrl, WEBHOOK_SECRET, rig.stripe);
    const placement = await placeOrders(rig, shoppers, webhooks, { orders, series: 6 }).done;
    // Radar warns about payments taken: every confirmation answered first.
    await webhooks.settled();

    const warnings: { warningId: string; paymentRef: string }[] = [];
    let burstOver = false;
    const burst = (async () => {
      for (const sessionId of placement.paid) {
        const paymentRef = rig.stripe.sessions.get(sessionId)!.payment_intent as string;
        const { id, event } = rig.stripe.warnEarlyFraud(paymentRef);
        warnings.push({ warningId: id, paymentRef });
        webhooks.sendEvent(id, event, 3);
        await sleep(1000 / BURST_RATE);
      }
    })().finally(() => (burstOver = true));
    let kills = 0;
    while (!burstOver || kills < MIN_KILLS) {
      await sleep(between(rig.random, 300, 1500));
      await rig.kill('worker');
      kills++;
      await sleep(between(rig.random, 200, 1000));
      rig.startWorker();
    }
    await burst;
    await webhooks.settled();

    const deadline = Math.max((rig.lastFaultAt || Date.now()) + TARGET_MS, Date.now() + 10_000);
    const check = await checkFraudWarnings(rig.db, warnings, deadline);
    // Stripe's side: refunds and refund calls per payment intent.
    const problems: string[] = [];
    const some = (list: string[]) =>
      list.slice(0, 5).join(', ') + (list.length > 5 ? ` …(${list.length})` : '');
    const refundCount = new Map<string, number>();
    for (const r of rig.stripe.refunds)
      refundCount.set(
        String(r.payment_intent),
        (refundCount.get(String(r.payment_intent)) ?? 0) + 1,
      );
    const keys = new Map<string, Set<string>>();
    for (const r of rig.stripe.requests.filter(
      (q) => q.method === 'POST' && q.path === '/v1/refunds',
    )) {
      const set = keys.get(r.form.payment_intent) ?? new Set<string>();
      set.add(String(r.headers['idempotency-key']));
      keys.set(r.form.payment_intent, set);
    }
    const notOnce = warnings
      .filter((w) => refundCount.get(w.paymentRef) !== 1)
      .map((w) => `${w.paymentRef}: ${refundCount.get(w.paymentRef) ?? 0} refunds`);
    const manyKeys = [...keys].filter(([, k]) => k.size > 1).map(([pi, k]) => `${pi}: ${[...k]}`);
    if (notOnce.length) problems.push(`not refunded exactly once: ${some(notOnce)}`);
    if (manyKeys.length) problems.push(`refunds under several keys: ${some(manyKeys)}`);
    if (check.notRefunded.length) problems.push(`not REFUNDED: ${some(check.notRefunded)}`);
    if (check.notBlocked.length) problems.push(`customer not blocked: ${some(check.notBlocked)}`);
    if (check.unhandled.length) problems.push(`warning not handled: ${some(check.unhandled)}`);
    if (check.auditRows.length) problems.push(`audit rows ≠ 1: ${some(check.auditRows)}`);
    if (webhooks.lost.length) problems.push(`webhooks never answered 2xx: ${some(webhooks.lost)}`);
    if (placement.paid.length < orders)
      problems.push(`only ${placement.paid.length} of ${orders} orders paid`);
    const refundCalls = [...keys.values()].length;
    return {
      name,
      ok: problems.length === 0,
      lines: [
        `${warnings.length} warnings ×3 (${BURST_RATE}/s) for ${placement.paid.length} paid orders; ${kills} worker kill -9`,
        `${rig.stripe.refunds.length} refunds at the Stripe stand-in for ${refundCalls} payment intents; ${warnings.length - check.notBlocked.length} customers' orders blocked`,
        `${webhooks.deliveries} deliveries, ${webhooks.attempts} attempts, ${webhooks.unanswered} unanswered`,
        ...problems,
      ],
    };
  } finally {
    await rig.stop();
  }
}
