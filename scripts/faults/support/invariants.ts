import { readFileSync } from 'node:fs';
import { checkPaidOrders } from '@selamtopup/test-kit/fault-checks';
import type { DrillResult } from './drill';
import type { Placement } from './orders';
import type { Rig } from './rig';
import type { StripeWebhooks } from './webhooks';

/** Every paid order final within this long of the last fault (docs/decisions.md#fault-suite). */
export const TARGET_MS = Number(process.env.FAULTS_TARGET_SECONDS || 120) * 1000;

interface PaidOrder {
  id: string;
  status: string;
  payment_ref: string | null;
}

/**
 * The suite's invariants after a drill, from the database and from the stand-ins' records:
 * every paid order COMPLETED or REFUNDED within TARGET_MS of the last fault; no order with two
 * DT One transactions (counted at the stand-in, which accepts a reused external id) or two PAID
 * moves; a COMPLETED order delivered at DT One and never refunded; a REFUNDED one never
 * delivered and refunded exactly once (one refund, under one idempotency key, at the Stripe
 * stand-in); every webhook answered 2xx in the end; every order a customer asked for placed.
 * Answers the drill's result with its figures.
 */
export async function verify(
  rig: Rig,
  name: string,
  placement: Placement,
  webhooks: StripeWebhooks,
  drill: { faults: string; problems?: string[] },
): Promise<DrillResult> {
  await webhooks.settled();
  const since = rig.lastFaultAt || Date.now();
  // Orders placed long after the last fault still get a few seconds.
  const deadline = Math.max(since + TARGET_MS, Date.now() + 10_000);
  const check = await checkPaidOrders(rig.db, placement.paid, since, deadline);
  const orders = (
    await rig.db.query<PaidOrder>(
      `SELECT id, status, payment_ref FROM top_up_orders WHERE checkout_session_id = ANY($1)`,
      [placement.paid],
    )
  ).rows;
  const problems = [...(drill.problems ?? [])];
  const some = (list: string[]) =>
    list.slice(0, 5).join(', ') + (list.length > 5 ? ` …(${list.length})` : '');
  if (check.stuck.length)
    problems.push(`not final ${TARGET_MS / 1000} s after the last fault: ${some(check.stuck)}`);
  if (check.finalAfterMs !== null && check.finalAfterMs > TARGET_MS)
    problems.push(
      `the last order was final ${Math.round(check.finalAfterMs / 1000)} s after the last fault`,
    );
  if (check.doubled.length) problems.push(`doubled in the database: ${some(check.doubled)}`);

  // DT One's side: transactions per external id (our order id).
  const transactions = new Map<string, { id: unknown; status: string }[]>();
  for (const t of rig.dtone.transactions) {
    const status = (t.status as { class: { message: string } }).class.message;
    const list = transactions.get(String(t.external_id)) ?? [];
    list.push({ id: t.id, status });
    transactions.set(String(t.external_id), list);
  }
  const duplicates = [...transactions].filter(([, list]) => list.length > 1);
  if (duplicates.length)
    problems.push(
      `${duplicates.length} order(s) with two DT One transactions: ${some(duplicates.map(([id, l]) => `${id} (${l.length})`))}`,
    );

  // Stripe's side: refunds created, and refund requests by idempotency key, per payment intent.
  const refunds = new Map<string, number>();
  for (const r of rig.stripe.refunds)
    refunds.set(String(r.payment_intent), (refunds.get(String(r.payment_intent)) ?? 0) + 1);
  const refundKeys = new Map<string, Set<string>>();
  for (const r of rig.stripe.requests)
    if (r.method === 'POST' && r.path === '/v1/refunds') {
      const keys = refundKeys.get(r.form.payment_intent) ?? new Set<string>();
      keys.add(String(r.headers['idempotency-key']));
      refundKeys.set(r.form.payment_intent, keys);
    }

  const wrong: string[] = [];
  for (const order of orders) {
    const sent = transactions.get(order.id) ?? [];
    const delivered = sent.some((t) => t.status === 'COMPLETED');
    const refundCount = order.payment_ref ? (refunds.get(order.payment_ref) ?? 0) : 0;
    const keyCount = order.payment_ref ? (refundKeys.get(order.payment_ref)?.size ?? 0) : 0;
    if (order.status === 'COMPLETED' && (!delivered || refundCount))
      wrong.push(
        `${order.id} COMPLETED, DT One ${sent.map((t) => t.status).join('+') || 'none'}, ${refundCount} refund(s)`,
      );
    if (order.status === 'REFUNDED' && (delivered || refundCount !== 1 || keyCount !== 1))
      wrong.push(
        `${order.id} REFUNDED, DT One ${sent.map((t) => t.status).join('+') || 'none'}, ${refundCount} refund(s) under ${keyCount} key(s)`,
      );
  }
  if (wrong.length) problems.push(`provider records disagree: ${some(wrong)}`);
  if (webhooks.lost.length) problems.push(`webhooks never answered 2xx: ${some(webhooks.lost)}`);
  if (placement.notPlaced.length)
    problems.push(`orders customers could not place: ${some(placement.notPlaced)}`);
  if (!placement.paid.length) problems.push('no order was paid');

  // Which path confirmed each payment (webhook, success page, reconciliation).
  const sources = (
    await rig.db.query<{ source: string; n: number }>(
      `SELECT source, count(*)::int AS n FROM payment_confirmations
        WHERE purpose = 'topup' AND ref = ANY($1::text[]) GROUP BY source ORDER BY source`,
      [orders.map((o) => o.id)],
    )
  ).rows;
  // The catalogue sync and the balance watch's reads are not top-up calls.
  const calls = rig.dtone.requests.filter(
    (r) => r.path.startsWith('/') && r.path !== '/products' && r.path !== '/balances',
  );
  const sends = calls.filter((r) => r.method === 'POST').length;
  const lines = [
    `orders: ${placement.asked} asked, ${placement.checkouts.length} placed, ${placement.paid.length} paid; ` +
      `${orders.filter((o) => o.status === 'COMPLETED').length} COMPLETED, ${orders.filter((o) => o.status === 'REFUNDED').length} REFUNDED`,
    `faults: ${drill.faults}`,
    `DT One calls: ${calls.length} (${sends} sends, ${calls.length - sends} look-ups); ` +
      `timeouts ${calls.filter((r) => r.fault === 'late').length}, 500s ${calls.filter((r) => r.fault === 'error').length}; ` +
      `duplicates ${duplicates.length}`,
    `refunds: ${rig.stripe.refunds.length} (refund calls ${[...refundKeys.values()].reduce((n, k) => n + k.size, 0)} keys)`,
    `webhooks: ${webhooks.deliveries} deliveries, ${webhooks.attempts} attempts (non-2xx ${statuses(webhooks.statuses)}, ${webhooks.unanswered} unanswered; redelivered)`,
    `payments confirmed by: ${sources.map((r) => `${r.source} ${r.n}`).join(', ')}`,
    `customers' requests: non-2xx ${statuses(placement.statuses)}, ${placement.unanswered} unanswered (retried)`,
    `API's 500s: ${serverErrors(rig.logFile('api'))}`,
    check.finalAfterMs !== null
      ? `time to final: ${(check.finalAfterMs / 1000).toFixed(1)} s after the last fault (target ${TARGET_MS / 1000} s)`
      : `time to final: not all final`,
    ...problems.map((p) => `PROBLEM ${p}`),
  ];
  return { name, ok: problems.length === 0, lines };
}

const statuses = (counts: Record<number, number>) =>
  Object.entries(counts)
    .map(([status, n]) => `${n}×${status}`)
    .join(' ') || 'none';

/**
 * Why the API answered 500, from its log: each distinct first line with its route and count, so a
 * failed run on CI says what to fix without its log directory.
 */
function serverErrors(logFile: string): string {
  const causes = new Map<string, number>();
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.includes('"context":"HTTP"')) continue;
    try {
      const entry = JSON.parse(line) as { level: number; msg?: string; req?: { url?: string } };
      if (entry.level < 50) continue;
      const route = (entry.req?.url ?? '?').replace(/\/cs_[^/?]+/, '/{id}').split('?')[0];
      const cause = `${route}: ${(entry.msg ?? '').split('\n')[0].slice(0, 160)}`;
      causes.set(cause, (causes.get(cause) ?? 0) + 1);
    } catch {
      // a line cut by a kill -9
    }
  }
  return (
    [...causes]
      .map(([cause, n]) => `${n}× ${cause}`)
      .join('; ')
      .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '…') || 'none'
  );
}
