// Fault drill (docs/decisions.md#exactly-once-for-the-delay-mail-and-the-time-limit-refund):
// delayed top-ups while two workers run the delay sweep at once and are kill -9ed.
import { Queue } from 'bullmq';
import { sleep } from '@selamtopup/test-kit/run';
import { JOBS, QUEUES } from '@shared/queues/queue-names';
import type { DrillResult, Suite } from './support/drill';
import { placeOrders, recipient } from './support/orders';
import { between } from './support/random';
import { Rig, WEBHOOK_SECRET } from './support/rig';
import { orderCount } from './support/scale';
import { shoppersFor } from './support/shoppers';
import { StripeWebhooks } from './support/webhooks';

const SERIES = 7;
/** The time limit refunds need this long to come after the last kill. */
const SETTLE_MS = 90_000;
const TIME_LIMIT_REASON = 'it could not be delivered in time, so we cancelled it';

/**
 * 40 paid orders, every other one held pending at DT One (CREATED, so cancellable), with a
 * "delayed" notice after 3 s and a time limit of about 22 s. Two worker processes run the delay
 * sweep (its scheduler every 5 s, plus sweeps the drill queues every half second so both workers
 * sweep at the same moments) while each is kill -9ed and restarted in turn. Checked from the
 * database and the Stripe stand-in: every held order REFUNDED for the time limit, cancelled at DT
 * One, refunded exactly once at Stripe (one idempotency key), one "delayed" mail and one refund
 * mail; every other order delivered, never refunded, at most one "delayed" mail.
 */
export async function delaySweep(suite: Suite): Promise<DrillResult> {
  const name = 'delay sweep: two workers at once, kill -9';
  const rig = await Rig.start(suite, 'delay-sweep', {
    TOPUP_DELAY_NOTICE_MINUTES: '0.05',
    TOPUP_TIME_LIMIT_HOURS: '0.006',
    TOPUP_DELAY_CHECK_SECONDS: '5',
  });
  const queue = new Queue(QUEUES.deliveryDelays, {
    connection: { url: rig.redisUrl, maxRetriesPerRequest: null },
    prefix: 'selam-faults:bull',
  });
  try {
    rig.startExtraWorker();
    const orders = orderCount(40);
    const held = new Set<string>();
    for (let seq = 0; seq < orders; seq++)
      if (seq % 2 === 1 && seq % 8 !== 7) held.add(recipient(SERIES, seq));
    const settle = rig.dtone.settle!;
    rig.dtone.settle = (transaction) => {
      const mobile = (transaction.credit_party_identifier as { mobile_number: string })
        .mobile_number;
      return held.has(mobile) ? { statusClass: 'CREATED', afterMs: 0 } : settle(transaction);
    };

    const shoppers = await shoppersFor(rig.db, rig.baseUrl, orders);
    const webhooks = new StripeWebhooks(rig.baseUrl, WEBHOOK_SECRET, rig.stripe);
    const placement = await placeOrders(rig, shoppers, webhooks, { orders, series: SERIES }).done;
    await webhooks.settled();

    let over = false;
    const sweeps = (async () => {
      while (!over) {
        await queue.add(JOBS.watchDelays, {}, { removeOnComplete: true, removeOnFail: true });
        await queue.add(JOBS.watchDelays, {}, { removeOnComplete: true, removeOnFail: true });
        await sleep(500);
      }
    })();
    let kills = 0;
    const until = Date.now() + 40_000;
    while (Date.now() < until) {
      await sleep(between(rig.random, 1500, 4000));
      if (kills % 2 === 0) {
        await rig.kill('worker');
        await sleep(between(rig.random, 200, 1500));
        rig.startWorker();
      } else {
        await rig.killExtraWorker();
        await sleep(between(rig.random, 200, 1500));
        rig.startExtraWorker();
      }
      kills++;
    }

    // Every paid order ends: delivered, or refunded (held ones by the time limit, 000 declined).
    const deadline = Date.now() + SETTLE_MS;
    type Row = {
      id: string;
      telenumber: string;
      status: string;
      failure_reason: string | null;
      payment_ref: string | null;
      email: string;
      delayed_mails: number;
      refund_mails: number;
      noticed_lines: number;
      limit_lines: number;
      cancel_lines: number;
    };
    let rows: Row[] = [];
    for (;;) {
      rows = (
        await rig.db.query<Row>(
          `SELECT o.id, o.telenumber, o.status, o.failure_reason, o.payment_ref, c.email,
             (SELECT count(*)::int FROM dev_mails m WHERE m.to_address = c.email
                AND m.subject LIKE '%delayed%' AND m.text LIKE '%' || o.id || '%') AS delayed_mails,
             (SELECT count(*)::int FROM dev_mails m WHERE m.to_address = c.email
                AND m.subject LIKE '%refunded%' AND m.text LIKE '%' || o.id || '%') AS refund_mails,
             (SELECT count(*)::int FROM order_events e WHERE e.order_id = o.id
                AND e.detail LIKE '%customer told it is delayed') AS noticed_lines,
             (SELECT count(*)::int FROM order_events e WHERE e.order_id = o.id
                AND e.detail LIKE '%cancel and refund') AS limit_lines,
             (SELECT count(*)::int FROM order_events e WHERE e.order_id = o.id
                AND e.detail LIKE 'time limit: transaction % cancelled at DT One') AS cancel_lines
           FROM top_up_orders o JOIN customers c ON c.id = o.customer_id
           WHERE o.paid_at IS NOT NULL`,
        )
      ).rows;
      const final = rows.every(
        (r) =>
          (r.status === 'COMPLETED' || r.status === 'REFUNDED') &&
          // The mails are queued after the moves: give the worker their delivery too.
          (r.status !== 'REFUNDED' || r.refund_mails > 0),
      );
      if ((final && rows.length > 0) || Date.now() > deadline) break;
      await sleep(1000);
    }
    over = true;
    await sweeps;
    await sleep(3000); // late duplicates, if any, would show now
    rows = (
      await rig.db.query<Row>(
        `SELECT o.id, o.telenumber, o.status, o.failure_reason, o.payment_ref,
           (SELECT count(*)::int FROM dev_mails m JOIN customers c ON c.id = o.customer_id
              WHERE m.to_address = c.email AND m.subject LIKE '%delayed%' AND m.text LIKE '%' || o.id || '%') AS delayed_mails,
           (SELECT count(*)::int FROM dev_mails m JOIN customers c ON c.id = o.customer_id
              WHERE m.to_address = c.email AND m.subject LIKE '%refunded%' AND m.text LIKE '%' || o.id || '%') AS refund_mails,
           (SELECT count(*)::int FROM order_events e WHERE e.order_id = o.id
              AND e.detail LIKE '%customer told it is delayed') AS noticed_lines,
           (SELECT count(*)::int FROM order_events e WHERE e.order_id = o.id
              AND e.detail LIKE '%cancel and refund') AS limit_lines,
           (SELECT count(*)::int FROM order_events e WHERE e.order_id = o.id
              AND e.detail LIKE 'time limit: transaction % cancelled at DT One') AS cancel_lines
         FROM top_up_orders o WHERE o.paid_at IS NOT NULL`,
      )
    ).rows;

    const refunds = new Map<string, number>();
    for (const r of rig.stripe.refunds)
      refunds.set(String(r.payment_intent), (refunds.get(String(r.payment_intent)) ?? 0) + 1);
    const keys = new Map<string, Set<string>>();
    for (const q of rig.stripe.requests.filter(
      (q) => q.method === 'POST' && q.path === '/v1/refunds',
    )) {
      const set = keys.get(q.form.payment_intent) ?? new Set<string>();
      set.add(String(q.headers['idempotency-key']));
      keys.set(q.form.payment_intent, set);
    }
    const cancels = rig.dtone.requests.filter(
      (q) => q.method === 'POST' && /^\/transactions\/[^/]+\/cancel$/.test(q.path),
    ).length;

    const problems: string[] = [];
    const note = (what: string, list: string[]) => {
      if (list.length)
        problems.push(
          `${what}: ${list.slice(0, 5).join(', ')}${list.length > 5 ? ` …(${list.length})` : ''}`,
        );
    };
    const heldRows = rows.filter((r) => held.has(r.telenumber));
    const otherRows = rows.filter((r) => !held.has(r.telenumber) && !r.telenumber.endsWith('000'));
    note(
      'held order not refunded for the time limit',
      heldRows
        .filter((r) => r.status !== 'REFUNDED' || r.failure_reason !== TIME_LIMIT_REASON)
        .map((r) => `${r.id} ${r.status} ${r.failure_reason}`),
    );
    // Mails are never sent twice; a kill between a status move (or the delay mark) and the
    // queueing of its mail may lose that one mail (docs/decisions.md#exactly-once-for-the-delay-mail-and-the-time-limit-refund).
    // So: never more than one, and no more lost than there were kills.
    note(
      'held order: "delayed" mails > 1',
      heldRows.filter((r) => r.delayed_mails > 1).map((r) => `${r.id}: ${r.delayed_mails}`),
    );
    note(
      'refund mails > 1 for a refunded order',
      rows
        .filter((r) => r.status === 'REFUNDED' && r.refund_mails > 1)
        .map((r) => `${r.id}: ${r.refund_mails}`),
    );
    const lostMails =
      heldRows.filter((r) => r.delayed_mails === 0).length +
      rows.filter((r) => r.status === 'REFUNDED' && r.refund_mails === 0).length;
    if (lostMails > kills) problems.push(`${lostMails} mails lost for ${kills} kills`);
    note(
      'held order: history lines (noticed, limit, cancelled) ≠ 1 each',
      heldRows
        .filter((r) => r.noticed_lines !== 1 || r.limit_lines !== 1 || r.cancel_lines !== 1)
        .map((r) => `${r.id}: ${r.noticed_lines}/${r.limit_lines}/${r.cancel_lines}`),
    );
    note(
      'refunded at Stripe ≠ once',
      rows
        .filter((r) => r.status === 'REFUNDED' && refunds.get(r.payment_ref ?? '') !== 1)
        .map((r) => `${r.payment_ref}: ${refunds.get(r.payment_ref ?? '') ?? 0}`),
    );
    note(
      'refunds under several idempotency keys',
      [...keys].filter(([, k]) => k.size > 1).map(([pi]) => pi),
    );
    note(
      'delivered order refunded or mailed "delayed" twice',
      otherRows
        .filter(
          (r) =>
            r.status !== 'COMPLETED' || refunds.has(r.payment_ref ?? '') || r.delayed_mails > 1,
        )
        .map((r) => `${r.id} ${r.status} mails ${r.delayed_mails}`),
    );
    if (heldRows.length === 0) problems.push('no held order was paid');
    if (placement.paid.length < orders)
      problems.push(`only ${placement.paid.length} of ${orders} orders paid`);
    const delayedMails = rows.reduce((n, r) => n + r.delayed_mails, 0);
    return {
      name,
      ok: problems.length === 0,
      lines: [
        `${rows.length} paid orders, ${heldRows.length} held at DT One; ${kills} worker kill -9 (two workers, sweeps twice every 0.5 s)`,
        `${delayedMails} "delayed" mails; ${rig.stripe.refunds.length} refunds at the Stripe stand-in; ${cancels} cancel calls at DT One; ${lostMails} mails lost to kills`,
        ...problems,
      ],
    };
  } finally {
    await queue.close();
    await rig.stop();
  }
}
