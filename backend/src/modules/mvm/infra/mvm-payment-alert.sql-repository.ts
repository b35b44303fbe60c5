import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  type MvmPaymentAlert,
  MvmPaymentAlertRepository,
} from '../ports/mvm-payment-alert-repository.port';

/** card_payment_alerts rows of Mvm payments: an upsert on Stripe's id, a conditional handled mark. */
@Injectable()
export class MvmPaymentAlertSqlRepository extends MvmPaymentAlertRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async record(alert: MvmPaymentAlert): Promise<{ previousStatus: string | null }> {
    const rows: { existed: boolean; previous: string | null }[] = await this.db.query(
      `WITH before AS (SELECT status FROM card_payment_alerts WHERE id = $1)
       INSERT INTO card_payment_alerts (id, kind, payment_ref, mvm_payment_id, status, reason, amount_cents)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, reason = EXCLUDED.reason,
         amount_cents = EXCLUDED.amount_cents, updated_at = now()
       RETURNING (xmax <> 0) AS existed, (SELECT status FROM before) AS previous`,
      [
        alert.id,
        alert.kind,
        alert.paymentRef,
        alert.paymentId,
        alert.status,
        alert.reason,
        alert.amountCents,
      ],
    );
    const row = rows[0];
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
