import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AutoTopUp, IntervalDays, StopReason } from '../domain/auto-top-up';
import type { AutoTopUpRun, RunState } from '../domain/auto-top-up-run';
import {
  AutoTopUpRepository,
  type PendingAutoTopUp,
  type PendingWithOrder,
  type RunEnd,
  type RunNote,
} from '../ports/auto-top-up-repository.port';

interface ScheduleRow {
  id: string;
  customer_id: string;
  product_id: string;
  product_name: string;
  telenumber: string;
  operator_name: string;
  interval_days: number;
  time_zone: string;
  status: AutoTopUp['status'];
  stop_reason: string | null;
  agreed_cents: number;
  first_order_id: string;
  anchor_at: Date | null;
  last_due_at: Date | null;
  next_period: number;
  next_due_at: Date | null;
  failures: number;
  reminded_period: number;
  created_at: Date;
}

interface RunRow {
  schedule_id: string;
  period: number;
  state: RunState;
  due_at: Date;
  order_id: string | null;
  outcome: string | null;
  detail: string | null;
  payment_ref: string | null;
  attempts: number;
  created_at: Date;
  updated_at: Date;
}

export const toAutoTopUp = (r: ScheduleRow): AutoTopUp => ({
  id: r.id,
  customerId: r.customer_id,
  productId: r.product_id,
  productName: r.product_name,
  telenumber: r.telenumber,
  operatorName: r.operator_name,
  intervalDays: r.interval_days as IntervalDays,
  timeZone: r.time_zone,
  status: r.status,
  stopReason: r.stop_reason as StopReason | null,
  agreedCents: r.agreed_cents,
  firstOrderId: r.first_order_id,
  anchorAt: r.anchor_at,
  lastDueAt: r.last_due_at,
  nextPeriod: r.next_period,
  nextDueAt: r.next_due_at,
  failures: r.failures,
  remindedPeriod: r.reminded_period,
  createdAt: r.created_at,
});

export const toRun = (r: RunRow): AutoTopUpRun => ({
  scheduleId: r.schedule_id,
  period: r.period,
  state: r.state,
  dueAt: r.due_at,
  orderId: r.order_id,
  outcome: r.outcome,
  detail: r.detail,
  paymentRef: r.payment_ref,
  attempts: r.attempts,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** Schedules (auto_top_ups) and their runs (auto_top_up_runs, one row per period). */
@Injectable()
export class AutoTopUpSqlRepository extends AutoTopUpRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async savePending(d: PendingAutoTopUp): Promise<AutoTopUp> {
    const rows: ScheduleRow[] = await this.db.query(
      `INSERT INTO auto_top_ups (customer_id, product_id, product_name, telenumber, operator_name,
         interval_days, time_zone, status, agreed_cents, first_order_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9)
       ON CONFLICT (first_order_id) DO UPDATE SET interval_days = EXCLUDED.interval_days,
         time_zone = EXCLUDED.time_zone, updated_at = now()
       RETURNING *`,
      [
        d.customerId,
        d.productId,
        d.productName,
        d.telenumber,
        d.operatorName,
        d.intervalDays,
        d.timeZone,
        d.agreedCents,
        d.firstOrderId,
      ],
    );
    return toAutoTopUp(rows[0]);
  }

  async findById(id: string): Promise<AutoTopUp | null> {
    const rows: ScheduleRow[] = await this.db.query(`SELECT * FROM auto_top_ups WHERE id = $1`, [
      id,
    ]);
    return rows[0] ? toAutoTopUp(rows[0]) : null;
  }

  async listForCustomer(customerId: string): Promise<AutoTopUp[]> {
    const rows: ScheduleRow[] = await this.db.query(
      `SELECT * FROM auto_top_ups WHERE customer_id = $1 ORDER BY created_at DESC LIMIT 100`,
      [customerId],
    );
    return rows.map(toAutoTopUp);
  }

  update(
    id: string,
    change: (s: AutoTopUp) => AutoTopUp | null,
    run?: (before: AutoTopUp) => RunNote | null,
  ): Promise<AutoTopUp | null> {
    return this.db.transaction(async (tx) => {
      const rows: ScheduleRow[] = await tx.query(
        `SELECT * FROM auto_top_ups WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!rows[0]) return null;
      const current = toAutoTopUp(rows[0]);
      const next = change(current);
      if (!next) return current;
      await this.write(tx, next);
      const note = run?.(current);
      if (note) {
        await tx.query(
          `INSERT INTO auto_top_up_runs (schedule_id, period, state, due_at, outcome)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
          [id, note.period, note.state, note.dueAt, note.outcome],
        );
      }
      return next;
    });
  }

  private async write(tx: EntityManager, s: AutoTopUp): Promise<void> {
    await tx.query(
      `UPDATE auto_top_ups SET interval_days = $2, status = $3, stop_reason = $4,
         agreed_cents = $5, anchor_at = $6, last_due_at = $7, next_period = $8, next_due_at = $9,
         failures = $10, reminded_period = $11, updated_at = now()
       WHERE id = $1`,
      [
        s.id,
        s.intervalDays,
        s.status,
        s.stopReason,
        s.agreedCents,
        s.anchorAt,
        s.lastDueAt,
        s.nextPeriod,
        s.nextDueAt,
        s.failures,
        s.remindedPeriod,
      ],
    );
  }

  async pending(limit: number): Promise<PendingWithOrder[]> {
    const rows: (ScheduleRow & {
      order_status: string;
      paid_at: Date | null;
      checkout_session_id: string | null;
    })[] = await this.db.query(
      `SELECT a.*, o.status AS order_status, o.paid_at, o.checkout_session_id
       FROM auto_top_ups a JOIN top_up_orders o ON o.id = a.first_order_id
       WHERE a.status = 'pending' ORDER BY a.created_at LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({
      schedule: toAutoTopUp(r),
      orderStatus: r.order_status,
      paidAt: r.paid_at,
      checkoutSessionId: r.checkout_session_id,
    }));
  }

  async due(now: Date, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT id FROM auto_top_ups WHERE status = 'active' AND next_due_at <= $1
       ORDER BY next_due_at LIMIT $2`,
      [now, limit],
    );
    return rows.map((r) => r.id);
  }

  claimDue(
    id: string,
    now: Date,
    leaseMs: number,
    advance: (s: AutoTopUp) => AutoTopUp,
  ): Promise<AutoTopUpRun | null> {
    return this.db.transaction(async (tx) => {
      const rows: ScheduleRow[] = await tx.query(
        `SELECT * FROM auto_top_ups WHERE id = $1 FOR UPDATE SKIP LOCKED`,
        [id],
      );
      const s = rows[0] && toAutoTopUp(rows[0]);
      if (!s || s.status !== 'active' || !s.nextDueAt || s.nextDueAt > now) return null;
      const runs: RunRow[] = await tx.query(
        `INSERT INTO auto_top_up_runs (schedule_id, period, state, due_at, attempts, lease_until)
         VALUES ($1, $2, 'charging', $3, 1, $4) ON CONFLICT DO NOTHING RETURNING *`,
        [id, s.nextPeriod, s.nextDueAt, new Date(now.getTime() + leaseMs)],
      );
      // The period has its row already (cannot happen while the schedule moves on with it).
      await this.write(tx, advance(s));
      return runs[0] ? toRun(runs[0]) : null;
    });
  }

  async reclaimStale(now: Date, leaseMs: number, limit: number): Promise<AutoTopUpRun[]> {
    const [rows]: [RunRow[], number] = await this.db.query(
      `UPDATE auto_top_up_runs r SET lease_until = $2, attempts = attempts + 1, updated_at = now()
       FROM (SELECT schedule_id, period FROM auto_top_up_runs
             WHERE state = 'charging' AND lease_until <= $1
             ORDER BY lease_until LIMIT $3 FOR UPDATE SKIP LOCKED) stale
       WHERE r.schedule_id = stale.schedule_id AND r.period = stale.period
       RETURNING r.*`,
      [now, new Date(now.getTime() + leaseMs), limit],
    );
    return rows.map(toRun);
  }

  async attachOrder(run: AutoTopUpRun, orderId: string): Promise<string> {
    // UPDATE answers [rows, count] through TypeORM's postgres driver.
    const [rows]: [{ order_id: string }[], number] = await this.db.query(
      `UPDATE auto_top_up_runs SET order_id = COALESCE(order_id, $3), updated_at = now()
       WHERE schedule_id = $1 AND period = $2 RETURNING order_id`,
      [run.scheduleId, run.period, orderId],
    );
    return rows[0].order_id;
  }

  finishRun(run: AutoTopUpRun, end: RunEnd, change: (s: AutoTopUp) => AutoTopUp): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [ended]: [unknown[], number] = await tx.query(
        `UPDATE auto_top_up_runs SET state = $3, outcome = $4, detail = $5,
           payment_ref = COALESCE($6, payment_ref), lease_until = NULL, updated_at = now()
         WHERE schedule_id = $1 AND period = $2 AND state = 'charging' RETURNING period`,
        [
          run.scheduleId,
          run.period,
          end.state,
          end.outcome,
          end.detail ?? null,
          end.paymentRef ?? null,
        ],
      );
      if (!ended.length) return false;
      const rows: ScheduleRow[] = await tx.query(
        `SELECT * FROM auto_top_ups WHERE id = $1 FOR UPDATE`,
        [run.scheduleId],
      );
      await this.write(tx, change(toAutoTopUp(rows[0])));
      return true;
    });
  }

  async markReminded(id: string, period: number): Promise<boolean> {
    const [, count]: [unknown[], number] = await this.db.query(
      `UPDATE auto_top_ups SET reminded_period = $2
       WHERE id = $1 AND reminded_period < $2 AND next_period = $2 AND status = 'active'`,
      [id, period],
    );
    return count > 0;
  }

  async remindable(until: Date, limit: number): Promise<AutoTopUp[]> {
    const rows: ScheduleRow[] = await this.db.query(
      `SELECT * FROM auto_top_ups WHERE status = 'active' AND next_due_at <= $1
         AND reminded_period < next_period ORDER BY next_due_at LIMIT $2`,
      [until, limit],
    );
    return rows.map(toAutoTopUp);
  }

  async runsOf(scheduleId: string, limit: number): Promise<AutoTopUpRun[]> {
    const rows: RunRow[] = await this.db.query(
      `SELECT * FROM auto_top_up_runs WHERE schedule_id = $1 ORDER BY period DESC LIMIT $2`,
      [scheduleId, limit],
    );
    return rows.map(toRun);
  }

  async customersWithPaymentAlerts(limit: number): Promise<string[]> {
    const rows: { customer_id: string }[] = await this.db.query(
      `SELECT DISTINCT a.customer_id FROM auto_top_ups a
       WHERE a.status <> 'cancelled' AND EXISTS (
         SELECT 1 FROM card_payment_alerts p JOIN top_up_orders o ON o.id = p.order_id
         WHERE o.customer_id = a.customer_id)
       LIMIT $1`,
      [limit],
    );
    return rows.map((r) => r.customer_id);
  }
}
