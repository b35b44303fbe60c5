import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CreditRequestAnswerRepository } from '../ports/credit-request-answer-repository.port';

@Injectable()
export class CreditRequestAnswerSqlRepository extends CreditRequestAnswerRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async attach(orderId: string, customerId: string, requestId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      // A CTE: TypeORM answers a bare UPDATE with [rows, count], a SELECT with the rows.
      `WITH named AS (
         UPDATE top_up_orders SET credit_request_id = $3, updated_at = now()
          WHERE id = $1 AND customer_id = $2 AND status = 'PENDING_PAYMENT'
            AND credit_request_id IS NULL
         RETURNING id
       ) SELECT id FROM named`,
      [orderId, customerId, requestId],
    );
    return rows.length === 1;
  }

  async claimSentMail(orderId: string): Promise<string | null> {
    const rows: { requestId: string }[] = await this.db.query(
      `WITH claimed AS (
         UPDATE top_up_orders SET credit_request_mailed_at = now()
          WHERE id = $1 AND status = 'COMPLETED' AND credit_request_id IS NOT NULL
            AND credit_request_mailed_at IS NULL
         RETURNING credit_request_id
       ) SELECT credit_request_id AS "requestId" FROM claimed`,
      [orderId],
    );
    return rows[0]?.requestId ?? null;
  }
}
