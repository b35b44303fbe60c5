// Fault drill (docs/decisions.md#one-run-per-period): 200 automatic top-ups due at
// once while the worker is kill -9ed and Redis is restarted empty.
import { sleep } from '@selamtopup/test-kit/run';
import type { DrillResult, Suite } from './support/drill';
import { between } from './support/random';
import { Rig, WEBHOOK_SECRET } from './support/rig';
import { orderCount } from './support/scale';
import { type Shopper, shoppersFor } from './support/shoppers';
import { StripeWebhooks } from './support/webhooks';

const SERIES = 8;
const SETTLE_MS = 150_000;
type Behaviour = 'succeeds' | 'authentication_required' | 'declines';

/** Schedule `seq`'s number (none ends 000: DT One must deliver every first payment). */
const numberOf = (seq: number) =>
  `+25575${SERIES}${String(seq).padStart(3, '0')}${100 + (seq % 800)}`;
/** Once every schedule has started, DT One declines the periods of every 8th: refunds follow. */
const declinedAtDtOne = (seq: number) => seq % 8 === 7;

/** Every 10th saved card declines later, every 10th + 8 needs its holder; the rest succeed. */
const behaviourOf = (seq: number): Behaviour =>
  seq % 10 === 3 ? 'declines' : seq % 10 === 8 ? 'authentication_required' : 'succeeds';

/**
 * 200 customers set up an automatic top-up each through the API (the real Stripe adapter at the
 * stand-in: a Customer, a Checkout Session saving the card, paid and confirmed by webhook), the
 * worker starts the schedules, then all 200 are made due at the same moment. For 30 s the worker
 * is kill -9ed and restarted at random, and Redis is stopped and started empty once (the run
 * job's scheduler must come back by itself). Checked from the database and the stand-in: every
 * schedule has exactly one run for its period, one off-session PaymentIntent per period key (a
 * retry replays, never charges twice), each paid period's order delivered or refunded (DT One
 * declines every 8th number after the start), and the declining and authentication-needing cards failed once.
 */
export async function autoTopUps(suite: Suite): Promise<DrillResult> {
  const name = 'automatic top-ups: 200 due at once, worker kill -9, Redis restart';
  const rig = await Rig.start(suite, 'auto-top-ups', {
    // A "day" is a minute: period 2 comes 7 minutes after period 1, after the drill.
    AUTO_TOPUP_DEMO_DAY_SECONDS: '60',
    AUTO_TOPUP_CHECK_SECONDS: '1',
  });
  try {
    const count = orderCount(200);
    const shoppers = await shoppersFor(rig.db, rig.baseUrl, count * 8);
    const webhooks = new StripeWebhooks(rig.baseUrl, WEBHOOK_SECRET, rig.stripe);
    const productId = await rig.offerId();
    const problems: string[] = [];

    // Set-up, 20 at a time.
    let next = 0;
    const setUpOne = async (shopper: Shopper, seq: number) => {
      await shopper.ensureLoggedIn();
      const res = await shopper.client.call('POST', '/api/user/auto-top-ups', {
        productId,
        telenumber: numberOf(seq),
        intervalDays: 7,
        consent: true,
      });
      const body = (await res.json()) as { url?: string; message?: string };
      if (res.status !== 200) throw new Error(`set-up ${seq}: ${res.status} ${body.message}`);
      const sessionId = /\/pay\/(cs_[^/?#]+)/.exec(body.url!)![1];
      rig.stripe.pay(sessionId, undefined, { behaviour: behaviourOf(seq) });
      webhooks.send(sessionId, 1);
    };
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < count) {
          const seq = next++;
          try {
            await setUpOne(shoppers[seq], seq);
          } catch (err) {
            problems.push((err as Error).message);
          }
        }
      }),
    );
    await webhooks.settled();

    // The worker's pass starts them (first payment confirmed, card saved).
    const startBy = Date.now() + 90_000;
    let active = 0;
    while (Date.now() < startBy) {
      active = Number(
        (await rig.db.query(`SELECT count(*) AS n FROM auto_top_ups WHERE status = 'active'`))
          .rows[0].n,
      );
      if (active >= count) break;
      await sleep(1000);
    }
    if (active < count) problems.push(`only ${active} of ${count} schedules started`);

    // From now on DT One declines every 8th schedule's number (its period is refunded).
    const settle = rig.dtone.settle!;
    const declined = new Set(
      Array.from({ length: count }, (_, seq) => seq)
        .filter(declinedAtDtOne)
        .map(numberOf),
    );
    rig.dtone.settle = (transaction) => {
      const mobile = (transaction.credit_party_identifier as { mobile_number: string })
        .mobile_number;
      return declined.has(mobile) ? { statusClass: 'DECLINED', afterMs: 0 } : settle(transaction);
    };

    // All due at once, in 3 s.
    await rig.db.query(
      `UPDATE auto_top_ups SET next_due_at = now() + interval '3 seconds' WHERE status = 'active'`,
    );

    let kills = 0;
    let redisRestarted = false;
    const until = Date.now() + 30_000;
    while (Date.now() < until) {
      await sleep(between(rig.random, 1000, 3500));
      if (!redisRestarted && kills === 2) {
        await rig.stopRedis();
        rig.noteFault();
        await sleep(1000);
        await rig.startRedis();
        redisRestarted = true;
        continue;
      }
      await rig.kill('worker');
      await sleep(between(rig.random, 200, 1500));
      rig.startWorker();
      kills++;
    }

    // Every period ends (the stale runs are taken again after their two-minute lease), and
    // every paid period's order is delivered or refunded.
    type Run = {
      schedule_id: string;
      period: number;
      state: string;
      outcome: string | null;
      order_id: string | null;
      order_status: string | null;
      payment_ref: string | null;
      telenumber: string;
    };
    const deadline = Date.now() + SETTLE_MS + 120_000;
    let runs: Run[] = [];
    for (;;) {
      runs = (
        await rig.db.query<Run>(
          `SELECT r.schedule_id, r.period, r.state, r.outcome, r.order_id, o.status AS order_status,
             o.payment_ref, a.telenumber
           FROM auto_top_up_runs r JOIN auto_top_ups a ON a.id = r.schedule_id
           LEFT JOIN top_up_orders o ON o.id = r.order_id`,
        )
      ).rows;
      const done =
        runs.length >= active &&
        runs.every(
          (r) =>
            r.state !== 'charging' &&
            (r.state !== 'paid' || ['COMPLETED', 'REFUNDED'].includes(r.order_status ?? '')),
        );
      if (done || Date.now() > deadline) break;
      await sleep(2000);
    }

    const note = (what: string, list: string[]) => {
      if (list.length)
        problems.push(
          `${what}: ${list.slice(0, 5).join(', ')}${list.length > 5 ? ` …(${list.length})` : ''}`,
        );
    };
    const schedules = (
      await rig.db.query<{ id: string; telenumber: string }>(
        `SELECT id, telenumber FROM auto_top_ups WHERE anchor_at IS NOT NULL`,
      )
    ).rows;
    const seqOf = new Map(Array.from({ length: count }, (_, seq) => [numberOf(seq), seq] as const));
    const runsOf = new Map<string, Run[]>();
    for (const r of runs) runsOf.set(r.schedule_id, [...(runsOf.get(r.schedule_id) ?? []), r]);
    note(
      'schedule without exactly one run (period 1)',
      schedules
        .filter((s) => {
          const mine = runsOf.get(s.id) ?? [];
          return mine.length !== 1 || mine[0].period !== 1;
        })
        .map((s) => `${s.id}: ${(runsOf.get(s.id) ?? []).map((r) => r.period).join('/')}`),
    );
    note(
      'run still charging',
      runs.filter((r) => r.state === 'charging').map((r) => r.schedule_id),
    );

    // The stand-in: one PaymentIntent made per period key, never a second.
    const intentsByKey = new Map<string, number>();
    for (const intent of rig.stripe.offSessionIntents) {
      const key = (intent.metadata as Record<string, string>).autoTopUp;
      intentsByKey.set(key, (intentsByKey.get(key) ?? 0) + 1);
    }
    note(
      'period charged more than once at Stripe',
      [...intentsByKey].filter(([, n]) => n > 1).map(([k, n]) => `${k}: ${n}`),
    );
    const attempts = rig.stripe.requests.filter(
      (q) => q.method === 'POST' && q.path === '/v1/payment_intents',
    ).length;

    const expected = (r: Run) => behaviourOf(seqOf.get(r.telenumber) ?? 0);
    note(
      'succeeding card not paid',
      runs
        .filter((r) => expected(r) === 'succeeds' && r.state !== 'paid')
        .map((r) => `${r.schedule_id} ${r.state} ${r.outcome}`),
    );
    note(
      'declining card not failed as declined',
      runs
        .filter(
          (r) => expected(r) === 'declines' && (r.state !== 'failed' || r.outcome !== 'declined'),
        )
        .map((r) => `${r.schedule_id} ${r.state} ${r.outcome}`),
    );
    note(
      'card needing authentication not failed as such',
      runs
        .filter(
          (r) =>
            expected(r) === 'authentication_required' &&
            (r.state !== 'failed' || r.outcome !== 'authentication-required'),
        )
        .map((r) => `${r.schedule_id} ${r.state} ${r.outcome}`),
    );
    const paid = runs.filter((r) => r.state === 'paid');
    note(
      'paid period neither delivered nor refunded',
      paid
        .filter((r) => !['COMPLETED', 'REFUNDED'].includes(r.order_status ?? ''))
        .map((r) => `${r.order_id} ${r.order_status}`),
    );
    const refunds = new Map<string, number>();
    for (const r of rig.stripe.refunds)
      refunds.set(String(r.payment_intent), (refunds.get(String(r.payment_intent)) ?? 0) + 1);
    note(
      'refunded period not refunded exactly once at Stripe',
      paid
        .filter((r) => r.order_status === 'REFUNDED' && refunds.get(r.payment_ref ?? '') !== 1)
        .map((r) => `${r.payment_ref}: ${refunds.get(r.payment_ref ?? '') ?? 0}`),
    );
    note(
      'delivered period refunded',
      paid
        .filter((r) => r.order_status === 'COMPLETED' && refunds.has(r.payment_ref ?? ''))
        .map((r) => r.payment_ref ?? ''),
    );
    note(
      'period declined at DT One not refunded',
      paid
        .filter((r) => declined.has(r.telenumber) && r.order_status !== 'REFUNDED')
        .map((r) => `${r.order_id} ${r.order_status}`),
    );
    const delivered = paid.filter((r) => r.order_status === 'COMPLETED').length;
    const refunded = paid.filter((r) => r.order_status === 'REFUNDED').length;
    return {
      name,
      ok: problems.length === 0,
      lines: [
        `${schedules.length} schedules due at once; ${kills} worker kill -9, Redis restarted empty ${redisRestarted ? 'once' : 'never'}`,
        `${runs.length} runs: ${paid.length} paid (${delivered} delivered, ${refunded} refunded), ${runs.filter((r) => r.state === 'failed').length} failed; ${intentsByKey.size} period keys charged at the stand-in in ${attempts} calls`,
        ...problems,
      ],
    };
  } finally {
    await rig.stop();
  }
}
