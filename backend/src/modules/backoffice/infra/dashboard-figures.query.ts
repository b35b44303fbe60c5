import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { StatusCount, Waiting } from '../domain/dashboard';
import { DashboardFigures } from '../ports/dashboard-figures';

/**
 * The dashboard's figures from top_up_orders: a date-bounded range over top_up_orders_created_idx
 * (an index-only scan, the figures' columns are included) and the partial index of waiting orders.
 *
 * TODO(after the transactions branch merges): read countsByDay from the rollup
 * `order_daily_counts(day, status, country, orders, revenue_cents)` that its trigger maintains
 * (SUM over country per day and status): constant work per day instead of per order. Only this
 * class changes; `cents` there is revenue_cents.
 */
@Injectable()
export class DashboardFiguresQuery extends DashboardFigures {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async countsByDay(from: Date, to: Date): Promise<StatusCount[]> {
    const rows: { day: string; status: string; orders: number; cents: string }[] =
      await this.db.query(
        `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, status,
           count(*)::int AS orders, sum(amount_cents + service_charge_cents)::bigint AS cents
         FROM top_up_orders WHERE created_at >= $1 AND created_at < $2
         GROUP BY 1, 2`,
        [from, to],
      );
    return rows.map((r) => ({ ...r, cents: Number(r.cents) }));
  }

  async waiting(): Promise<Waiting> {
    const rows: { status: string; n: number }[] = await this.db.query(
      `SELECT status, count(*)::int AS n FROM top_up_orders
       WHERE status IN ('PENDING_PAYMENT', 'PAID', 'SUBMITTED', 'FAILED') GROUP BY status`,
    );
    const n = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
    return {
      payment: n('PENDING_PAYMENT'),
      fulfilment: n('PAID') + n('SUBMITTED'),
      refund: n('FAILED'),
    };
  }
}
