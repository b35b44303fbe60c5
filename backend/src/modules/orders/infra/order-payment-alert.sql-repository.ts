import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { OrderPaymentAlert } from '../domain/payment-alert';
import { OrderPaymentAlertRepository } from '../ports/order-payment-alert-repository.port';

/** card_payment_alerts rows of orders: an upsert on Stripe's id, a conditional handled mark. */
@Injectable()
export class OrderPaymentAlertSqlRepository extends OrderPaymentAlertRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async record(alert: OrderPaymentAlert): Promise<{ previousStatus: string | null }> {
    // The row lock of ON CONFLICT serialises copies; the old status is read in the same
    // statement (a CTE sees the row as it was before this statement).
    const rows: { previous: string | null }[] = await this.db.query(
      `WITH before AS (SELECT status FROM card_payment_alerts WHERE id = $1)
       INSERT INTO card_payment_alerts (id, kind, payment_ref, order_id, status, reason, amount_cents)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, reason = EXCLUDED.reason,
         amount_cents = EXCLUDED.amount_cents, updated_at = now()
       RETURNING (xmax <> 0) AS existed, (SELECT status FROM before) AS previous`,
      [
        alert.id,
        alert.kind,
        alert.paymentRef,
        alert.orderId,
        alert.status,
        alert.reason,
        alert.amountCents,
      ],
    );
    const row = rows[0] as { previous: string | null; existed?: boolean };
    return { previousStatus: row.existed ? (row.previous ?? alert.status) : null };
  }

  async markHandled(id: string, refundRef: string | null): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.db.query(
      `UPDATE card_payment_alerts SET handled_at = now(), refund_ref = coalesce($2, refund_ref)
       WHERE id = $1 AND handled_at IS NULL RETURNING id`,
      [id, refundRef],
    );
    return rows.length > 0;
  }
}
