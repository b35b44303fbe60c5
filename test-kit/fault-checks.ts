import type { Client } from 'pg';
import { sleep } from './run';

export interface OrderCheck {
  /** Orders whose payment went through on the sandbox page. */
  paid: number;
  /** Paid orders not COMPLETED or REFUNDED at the deadline: "id STATUS". */
  stuck: string[];
  /** Orders with more than one provider transaction, or more than one PAID move. */
  doubled: string[];
  /** When the last paid order reached its final status, in ms after `since`. */
  finalAfterMs: number | null;
}

const FINAL = ['COMPLETED', 'REFUNDED'];

/**
 * The invariants of the fault drills, read from the database: every paid order (by its sandbox
 * checkout session) ends COMPLETED or REFUNDED before the deadline, with at most one provider
 * transaction (the transaction numbers its history names, and the sandbox DT One's ledger table
 * when there is one) and one PAID move.
 */
export async function checkPaidOrders(
  db: Client,
  sessionIds: string[],
  since: number,
  deadline: number,
): Promise<OrderCheck> {
  let rows: { id: string; status: string; updated_at: Date }[] = [];
  for (;;) {
    rows = (
      await db.query(
        `SELECT id, status, updated_at FROM top_up_orders WHERE checkout_session_id = ANY($1)`,
        [sessionIds],
      )
    ).rows;
    const done = rows.length === sessionIds.length && rows.every((r) => FINAL.includes(r.status));
    if (done || Date.now() > deadline) break;
    await sleep(1000);
  }
  const stuck = rows.filter((r) => !FINAL.includes(r.status)).map((r) => `${r.id} ${r.status}`);
  if (rows.length < sessionIds.length)
    stuck.push(`${sessionIds.length - rows.length} session(s) without an order`);
  const ids = rows.map((r) => r.id);
  const doubled = (
    await db.query(
      `SELECT e.order_id,
              count(DISTINCT m[1]) AS transactions,
              count(*) FILTER (WHERE e.to_status = 'PAID' AND e.from_status = 'PENDING_PAYMENT') AS paid
         FROM order_events e LEFT JOIN LATERAL regexp_matches(e.detail, 'transaction (\\d+)') m ON true
        WHERE e.order_id = ANY($1::uuid[])
        GROUP BY e.order_id
       HAVING count(DISTINCT m[1]) > 1
           OR count(*) FILTER (WHERE e.to_status = 'PAID' AND e.from_status = 'PENDING_PAYMENT') > 1`,
      [ids],
    )
  ).rows.map((r) => `${r.order_id}: ${r.transactions} transactions, ${r.paid} PAID moves`);
  // The sandbox DT One's own ledger, once it lives in PostgreSQL
  // (docs/decisions.md#sandbox-ledgers-in-postgresql).
  const ledger = await db.query(`SELECT to_regclass('dtone_sandbox_transactions') AS t`);
  if (ledger.rows[0].t) {
    const sent = await db.query(
      `SELECT external_id, count(*) AS n FROM dtone_sandbox_transactions
        WHERE external_id = ANY($1) GROUP BY external_id HAVING count(*) > 1`,
      [ids],
    );
    doubled.push(...sent.rows.map((r) => `${r.external_id}: ${r.n} sandbox transactions`));
  }
  const last = rows.length ? Math.max(...rows.map((r) => r.updated_at.getTime())) : null;
  return {
    paid: sessionIds.length,
    stuck,
    doubled,
    finalAfterMs: stuck.length || last === null ? null : Math.max(0, last - since),
  };
}

export interface FraudWarningCheck {
  /** Orders warned of: each must end REFUNDED with its customer blocked. */
  warned: number;
  /** "id STATUS" of warned orders not REFUNDED at the deadline. */
  notRefunded: string[];
  /** Warned orders whose customer has no blocked_at. */
  notBlocked: string[];
  /** Warnings not marked handled (their audit row not written). */
  unhandled: string[];
  /** Audit rows per warning other than one: "issfr_… n". */
  auditRows: string[];
}

/**
 * The invariants of the early-fraud-warning drill, read from the database
 * (docs/decisions.md#early-fraud-warnings): every warned order REFUNDED before the
 * deadline, its customer blocked, its warning handled, one audit row per warning. The refunds
 * themselves are counted at the Stripe stand-in by the drill.
 */
export async function checkFraudWarnings(
  db: Client,
  warnings: { warningId: string; paymentRef: string }[],
  deadline: number,
): Promise<FraudWarningCheck> {
  const refs = warnings.map((w) => w.paymentRef);
  let rows: { id: string; status: string; blocked: boolean }[] = [];
  for (;;) {
    rows = (
      await db.query(
        `SELECT o.id, o.status, c.blocked_at IS NOT NULL AS blocked
           FROM top_up_orders o JOIN customers c ON c.id = o.customer_id
          WHERE o.payment_ref = ANY($1)`,
        [refs],
      )
    ).rows;
    const done = rows.length === refs.length && rows.every((r) => r.status === 'REFUNDED');
    if (done || Date.now() > deadline) break;
    await sleep(1000);
  }
  const notRefunded = rows.filter((r) => r.status !== 'REFUNDED').map((r) => `${r.id} ${r.status}`);
  if (rows.length < refs.length)
    notRefunded.push(`${refs.length - rows.length} payment(s) without an order`);
  const ids = warnings.map((w) => w.warningId);
  const unhandled = (
    await db.query(
      `SELECT w.id FROM unnest($1::text[]) AS w(id)
         LEFT JOIN card_payment_alerts a ON a.id = w.id WHERE a.handled_at IS NULL`,
      [ids],
    )
  ).rows.map((r) => r.id as string);
  const audit = (
    await db.query(
      `SELECT w.id, count(l.id)::int AS n FROM unnest($1::text[]) AS w(id)
         LEFT JOIN admin_audit_log l
           ON l.action = 'payment.early_fraud_warning' AND l.detail LIKE w.id || ' %'
        GROUP BY w.id HAVING count(l.id) <> 1`,
      [ids],
    )
  ).rows.map((r) => `${r.id} ${r.n}`);
  return {
    warned: refs.length,
    notRefunded,
    notBlocked: rows.filter((r) => !r.blocked).map((r) => r.id),
    unhandled,
    auditRows: audit,
  };
}
