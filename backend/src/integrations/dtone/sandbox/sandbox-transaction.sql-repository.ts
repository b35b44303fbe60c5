import type { DataSource } from 'typeorm';

/** A simulated DT One transaction. */
export interface SandboxTransaction {
  id: string;
  externalId: string;
  productId: string;
  mobileNumber: string;
  /** What the sandbox DT One charged (USD cents); null on transactions from before it did. */
  wholesaleCents: number | null;
  createdAt: Date;
  /** Cancelled by the seller (POST /transactions/{id}/cancel); null otherwise. */
  cancelledAt?: Date | null;
}

interface TransactionRow {
  id: string;
  external_id: string;
  product_id: string;
  mobile_number: string;
  wholesale_cents: number | null;
  created_at: Date;
  cancelled_at?: Date | null;
}

const toDomain = (row: TransactionRow): SandboxTransaction => ({
  id: String(row.id),
  externalId: row.external_id,
  productId: row.product_id,
  mobileNumber: row.mobile_number,
  wholesaleCents: row.wholesale_cents,
  createdAt: row.created_at,
  cancelledAt: row.cancelled_at ?? null,
});

/** Raised by dtone_sandbox_record() when the balance cannot pay (migration SandboxRecordInOneCall). */
const isInsufficientBalance = (err: unknown): boolean =>
  (err as { code?: string }).code === 'P0001' &&
  (err as { message?: string }).message === 'dtone sandbox: insufficient balance';

/**
 * The sandbox DT One's transactions in PostgreSQL: one per external id (the unique key), so a
 * second send of the same order finds the first transaction whatever happened to Redis, and two
 * processes sending at once end up with the same one. Its balance (`dtone_sandbox_balance`) is
 * lowered by each new transaction's price in the same statement (`dtone_sandbox_record()`), so it
 * survives restarts and never charges one external id twice.
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

  /**
   * Records a transaction unless the external id has one, charging `chargeCents` to the balance;
   * answers the one that holds the id and whether it is new, or 'insufficient-balance' (nothing
   * recorded) when the balance is below the charge.
   */
  async record(
    t: Pick<SandboxTransaction, 'externalId' | 'productId' | 'mobileNumber' | 'wholesaleCents'>,
    chargeCents: number,
  ): Promise<{ transaction: SandboxTransaction; created: boolean } | 'insufficient-balance'> {
    let inserted: TransactionRow | undefined;
    try {
      // One call: the balance row's lock is held for the update and the commit only, not across a
      // round trip of the caller's (migration SandboxRecordInOneCall).
      [inserted] = await this.db.query(`SELECT * FROM dtone_sandbox_record($1, $2, $3, $4, $5)`, [
        t.externalId,
        t.productId,
        t.mobileNumber,
        t.wholesaleCents,
        Math.max(chargeCents, 0),
      ]);
    } catch (err) {
      if (isInsufficientBalance(err)) return 'insufficient-balance';
      throw err;
    }
    if (inserted) return { transaction: toDomain(inserted), created: true };
    const existing = await this.find(t.externalId);
    if (!existing) throw new Error(`DT One sandbox: transaction ${t.externalId} vanished`);
    return { transaction: existing, created: false };
  }

  /** The transaction with this id (DT One's own id), or null. */
  async findById(id: string): Promise<SandboxTransaction | null> {
    if (!/^\d{1,18}$/.test(id)) return null;
    const rows: TransactionRow[] = await this.db.query(
      `SELECT * FROM dtone_sandbox_transactions WHERE id = $1`,
      [id],
    );
    return rows[0] ? toDomain(rows[0]) : null;
  }

  /** Cancels the transaction once; false when it is unknown or was cancelled already. */
  async cancel(id: string): Promise<boolean> {
    if (!/^\d{1,18}$/.test(id)) return false;
    const [, count]: [unknown[], number] = await this.db.query(
      `UPDATE dtone_sandbox_transactions SET cancelled_at = now() WHERE id = $1 AND cancelled_at IS NULL`,
      [id],
    );
    return count === 1;
  }

  /** The sandbox account's balance in USD cents (0 when the row is missing). */
  async balanceCents(): Promise<number> {
    const rows: { available_cents: string }[] = await this.db.query(
      `SELECT available_cents FROM dtone_sandbox_balance`,
    );
    return rows[0] ? Number(rows[0].available_cents) : 0;
  }

  /** Sets the balance (demos: backend/src/database/cli/dtone-sandbox-balance.ts). */
  async setBalanceCents(cents: number): Promise<void> {
    await this.db.query(
      `INSERT INTO dtone_sandbox_balance (id, available_cents) VALUES (true, $1)
       ON CONFLICT (id) DO UPDATE SET available_cents = EXCLUDED.available_cents, updated_at = now()`,
      [cents],
    );
  }
}
