import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { StatusCount, Waiting } from '../domain/dashboard';
import { DashboardFigures } from '../ports/dashboard-figures.port';

/**
 * The dashboard's figures (orders, revenue, DT One's cost) from the rollup `order_daily_counts` (kept exact by a trigger on
 * top_up_orders, see migration TransactionSearch): work per day and status, never per order, so
 * the dashboard costs the same at a million orders as at a hundred.
 */
@Injectable()
export class DashboardFiguresQuery extends DashboardFigures {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async countsByDay(from: Date, to: Date): Promise<StatusCount[]> {
    const rows: {
      day: string;
      status: string;
      orders: number;
      cents: string;
      cost: string;
      costed: string;
    }[] = await this.db.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, status,
           sum(orders)::int AS orders, sum(revenue_cents)::bigint AS cents,
           sum(cost_cents)::bigint AS cost, sum(costed_revenue_cents)::bigint AS costed
         FROM order_daily_counts
         WHERE day >= ($1::timestamptz AT TIME ZONE 'UTC')::date
           AND day < ($2::timestamptz AT TIME ZONE 'UTC')::date
         GROUP BY day, status`,
      [from, to],
    );
    return rows.map((r) => ({
      day: r.day,
      status: r.status,
      orders: r.orders,
      cents: Number(r.cents),
      costCents: Number(r.cost),
      costedCents: Number(r.costed),
    }));
  }

  async waiting(): Promise<Waiting> {
    const rows: { status: string; n: number }[] = await this.db.query(
      `SELECT status, sum(orders)::int AS n FROM order_daily_counts
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
