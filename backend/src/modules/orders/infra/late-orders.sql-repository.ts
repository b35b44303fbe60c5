import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { LateOrderCandidate, LateOrders } from '../ports/late-orders.port';
import { OrderProgressSignal } from '../ports/order-progress-signal.port';

@Injectable()
export class LateOrdersSqlRepository extends LateOrders {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    // The success page follows its order: a late one shows "delayed" within moments.
    private readonly progress: OrderProgressSignal,
  ) {
    super();
  }

  async find(minSendingMs: number): Promise<LateOrderCandidate[]> {
    // The clock starts at the last move to PAID: an order approved after a review hold gets its
    // full time (paid_at is when the money came, possibly a day earlier).
    const rows: (Omit<LateOrderCandidate, 'sendingMs'> & { sendingMs: string })[] =
      await this.db.query(
        `SELECT o.id AS "orderId", o.status, o.delay_noticed_at AS "delayNoticedAt",
           o.time_limit_at AS "timeLimitAt",
           floor(extract(epoch FROM now() - s.since) * 1000)::bigint AS "sendingMs"
         FROM top_up_orders o
         CROSS JOIN LATERAL (
           SELECT COALESCE(max(e.created_at), o.paid_at) AS since FROM order_events e
           WHERE e.order_id = o.id AND e.to_status = 'PAID'
         ) s
         WHERE o.status IN ('PAID', 'SUBMITTED') AND o.time_limit_at IS NULL
           AND o.paid_at < now() - make_interval(secs => $1::double precision / 1000)
           AND s.since < now() - make_interval(secs => $1::double precision / 1000)
         ORDER BY o.paid_at LIMIT 500`,
        [minSendingMs],
      );
    return rows.map((r) => ({ ...r, sendingMs: Number(r.sendingMs) }));
  }

  markNoticed(orderId: string, detail: string): Promise<boolean> {
    return this.mark(orderId, 'delay_noticed_at', detail);
  }

  markTimeLimit(orderId: string, detail: string): Promise<boolean> {
    return this.mark(orderId, 'time_limit_at', detail);
  }

  /** One statement: the guarded write and its history line (see TopUpOrderRepository.move). */
  private async mark(
    orderId: string,
    column: 'delay_noticed_at' | 'time_limit_at',
    detail: string,
  ): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `WITH marked AS (
         UPDATE top_up_orders SET ${column} = now()
         WHERE id = $1 AND ${column} IS NULL AND time_limit_at IS NULL
           AND status IN ('PAID', 'SUBMITTED')
         RETURNING id, status
       )
       INSERT INTO order_events (order_id, from_status, to_status, actor, detail)
       SELECT id, status, status, 'delay-sweep', $2 FROM marked RETURNING order_id`,
      [orderId, detail],
    );
    const marked = rows.length === 1;
    if (marked) await this.progress.announce(orderId);
    return marked;
  }
}
