import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Recipient, RecipientDraft } from '../domain/recipient';
import { RecipientRepository, type AddRecipientOutcome } from '../ports/recipient-repository.port';

export interface RecipientRow {
  id: string;
  name: string;
  telenumber: string;
  country: string;
  operator_name: string;
  created_at: Date;
}

export const RECIPIENT_COLUMNS = 'id, name, telenumber, country, operator_name, created_at';

export const toRecipient = (row: RecipientRow): Recipient => ({
  id: row.id,
  name: row.name,
  telenumber: row.telenumber,
  country: row.country,
  operatorName: row.operator_name,
  createdAt: row.created_at,
});

@Injectable()
export class RecipientSqlRepository extends RecipientRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async add(customerId: string, d: RecipientDraft, cap: number): Promise<AddRecipientOutcome> {
    // One statement: the count and the insert see the same book, and the unique key settles
    // two saves of one number at once (ON CONFLICT leaves no row; the duplicate is read after).
    const rows: RecipientRow[] = await this.db.query(
      `INSERT INTO saved_recipients (customer_id, name, telenumber, country, operator_name)
       SELECT $1, $2, $3, $4, $5
       WHERE (SELECT count(*) FROM saved_recipients WHERE customer_id = $1) < $6
       ON CONFLICT (customer_id, telenumber) DO NOTHING
       RETURNING ${RECIPIENT_COLUMNS}`,
      [customerId, d.name, d.telenumber, d.country, d.operatorName, cap],
    );
    if (rows[0]) return { kind: 'added', recipient: toRecipient(rows[0]) };
    const [existing] = await this.db.query(
      'SELECT name FROM saved_recipients WHERE customer_id = $1 AND telenumber = $2',
      [customerId, d.telenumber],
    );
    return existing ? { kind: 'duplicate', existing: existing.name } : { kind: 'full' };
  }

  async rename(customerId: string, id: string, name: string): Promise<Recipient | null> {
    const [rows] = await this.db.query(
      `UPDATE saved_recipients SET name = $3, updated_at = now()
       WHERE id = $1 AND customer_id = $2 RETURNING ${RECIPIENT_COLUMNS}`,
      [id, customerId, name],
    );
    return rows[0] ? toRecipient(rows[0]) : null;
  }

  async remove(customerId: string, id: string): Promise<boolean> {
    const [, count] = await this.db.query(
      'DELETE FROM saved_recipients WHERE id = $1 AND customer_id = $2',
      [id, customerId],
    );
    return count > 0;
  }
}
