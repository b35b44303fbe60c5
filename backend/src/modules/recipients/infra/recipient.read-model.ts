import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { RecipientView } from '../domain/recipient';
import { RecipientReadModel } from '../ports/recipient-read-model.port';
import { RECIPIENT_COLUMNS, toRecipient, type RecipientRow } from './recipient.sql-repository';

/**
 * Reads top_up_orders (a read model may read another context's table, docs/architecture.md#backend-layout
 * conventions): a paid order is one with paid_at set; it "arrived or is on its way" when
 * delivered (completed_at) or still held, paid or sending.
 */
@Injectable()
export class RecipientSqlReadModel extends RecipientReadModel {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async list(customerId: string): Promise<RecipientView[]> {
    const rows: (RecipientRow & { last_product_id: string | null })[] = await this.db.query(
      `SELECT ${RECIPIENT_COLUMNS.split(', ')
        .map((c) => `r.${c}`)
        .join(', ')},
         (SELECT o.product_id FROM top_up_orders o
           WHERE o.customer_id = r.customer_id AND o.telenumber = r.telenumber AND o.paid_at IS NOT NULL
           ORDER BY o.paid_at DESC LIMIT 1) AS last_product_id
       FROM saved_recipients r WHERE r.customer_id = $1
       ORDER BY lower(r.name), r.created_at`,
      [customerId],
    );
    return rows.map((row) => ({ ...toRecipient(row), lastProductId: row.last_product_id }));
  }

  async savedAs(customerId: string, telenumber: string): Promise<string | null> {
    const [row] = await this.db.query(
      'SELECT name FROM saved_recipients WHERE customer_id = $1 AND telenumber = $2',
      [customerId, telenumber],
    );
    return row?.name ?? null;
  }

  async paidFor(customerId: string, telenumber: string): Promise<boolean> {
    const [row] = await this.db.query(
      `SELECT 1 FROM top_up_orders
       WHERE customer_id = $1 AND telenumber = $2 AND paid_at IS NOT NULL
         AND (completed_at IS NOT NULL OR status IN ('HELD_FOR_REVIEW', 'PAID', 'SUBMITTED'))
       LIMIT 1`,
      [customerId, telenumber],
    );
    return row !== undefined;
  }
}
