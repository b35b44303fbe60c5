import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CustomerReviewFacts, ReviewFactsReader } from '../ports/review-facts-reader.port';

/** One query over the customer's orders and account (reads may query directly). */
@Injectable()
export class ReviewFactsQuery extends ReviewFactsReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async factsFor(orderId: string): Promise<CustomerReviewFacts> {
    const rows: { delivered: number; numbers: number; telephone: string | null }[] =
      await this.db.query(
        `SELECT
           (SELECT count(*)::int FROM top_up_orders e
             WHERE e.customer_id = o.customer_id AND e.id <> o.id AND e.status = 'COMPLETED') AS delivered,
           (SELECT count(DISTINCT h.telenumber)::int FROM top_up_orders h
             WHERE h.customer_id = o.customer_id
               AND (h.id = o.id OR h.paid_at > now() - interval '1 hour')) AS numbers,
           c.telephone
         FROM top_up_orders o JOIN customers c ON c.id = o.customer_id
         WHERE o.id = $1`,
        [orderId],
      );
    const row = rows[0];
    return {
      earlierDeliveredOrders: row?.delivered ?? 0,
      numbersLastHour: row?.numbers ?? 1,
      accountTelephone: row?.telephone ?? null,
    };
  }
}
