import type { DataSource } from 'typeorm';

/** A simulated DT One transaction. */
export interface SandboxTransaction {
  id: string;
  externalId: string;
  productId: string;
  mobileNumber: string;
  createdAt: Date;
}

interface TransactionRow {
  id: string;
  external_id: string;
  product_id: string;
  mobile_number: string;
  created_at: Date;
}

const toDomain = (row: TransactionRow): SandboxTransaction => ({
  id: String(row.id),
  externalId: row.external_id,
  productId: row.product_id,
  mobileNumber: row.mobile_number,
  createdAt: row.created_at,
});

/**
 * The sandbox DT One's transactions in PostgreSQL: one per external id (the unique key), so a
 * second send of the same order finds the first transaction whatever happened to Redis, and two
 * processes sending at once end up with the same one.
 */
export class SandboxTransactionLedger {
  constructor(private readonly db: DataSource) {}

  async find(externalId: string): Promise<SandboxTransaction | null> {
    const rows: TransactionRow[] = await this.db.query(
      `SELECT * FROM dtone_sandbox_transactions WHERE external_id = $1`,
      [externalId],
    );
    return rows[0] ? toDomain(rows[0]) : null;
  }

  /** Records a transaction unless the external id has one; answers the one that holds it and whether it is new. */
  async record(
    t: Pick<SandboxTransaction, 'externalId' | 'productId' | 'mobileNumber'>,
  ): Promise<{ transaction: SandboxTransaction; created: boolean }> {
    const inserted: TransactionRow[] = await this.db.query(
      `INSERT INTO dtone_sandbox_transactions (external_id, product_id, mobile_number)
       VALUES ($1, $2, $3) ON CONFLICT (external_id) DO NOTHING RETURNING *`,
      [t.externalId, t.productId, t.mobileNumber],
    );
    if (inserted[0]) return { transaction: toDomain(inserted[0]), created: true };
    const existing = await this.find(t.externalId);
    if (!existing) throw new Error(`DT One sandbox: transaction ${t.externalId} vanished`);
    return { transaction: existing, created: false };
  }
}
