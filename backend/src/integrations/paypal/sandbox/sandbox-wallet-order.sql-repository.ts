import type { DataSource } from 'typeorm';
import type { SandboxWalletOrder } from './sandbox-wallet-order';

interface OrderRow {
  id: string;
  purpose: SandboxWalletOrder['purpose'];
  custom_id: string;
  amount_cents: number;
  currency: string;
  description: string;
  status: SandboxWalletOrder['status'];
  payer_choice: SandboxWalletOrder['payerChoice'];
  capture_id: string | null;
  capture_status: string | null;
  refund_id: string | null;
  payer_country: string | null;
  created_at: Date;
}

const toDomain = (row: OrderRow): SandboxWalletOrder => ({
  id: row.id,
  purpose: row.purpose,
  customId: row.custom_id,
  amountCents: row.amount_cents,
  currency: row.currency,
  description: row.description,
  status: row.status,
  payerChoice: row.payer_choice,
  captureId: row.capture_id,
  captureStatus: row.capture_status,
  refundId: row.refund_id,
  payerCountry: row.payer_country,
  createdAt: row.created_at,
});

/** Sandbox wallet orders in PostgreSQL, shared by the API and the worker (refunds, reconciliation). */
export class SandboxWalletOrderStore {
  constructor(private readonly db: DataSource) {}

  async get(id: string): Promise<SandboxWalletOrder | null> {
    const rows: OrderRow[] = await this.db.query(
      `SELECT * FROM paypal_sandbox_orders WHERE id = $1`,
      [id],
    );
    return rows[0] ? toDomain(rows[0]) : null;
  }

  async byCapture(captureId: string): Promise<SandboxWalletOrder | null> {
    const rows: OrderRow[] = await this.db.query(
      `SELECT * FROM paypal_sandbox_orders WHERE capture_id = $1`,
      [captureId],
    );
    return rows[0] ? toDomain(rows[0]) : null;
  }

  /** Adds the order unless this purpose's id has one already; answers the one that stands. */
  async addOnce(o: SandboxWalletOrder): Promise<SandboxWalletOrder> {
    await this.db.query(
      `INSERT INTO paypal_sandbox_orders (id, purpose, custom_id, amount_cents, currency, description,
         status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (purpose, custom_id) DO NOTHING`,
      [
        o.id,
        o.purpose,
        o.customId,
        o.amountCents,
        o.currency,
        o.description,
        o.status,
        o.createdAt,
      ],
    );
    const rows: OrderRow[] = await this.db.query(
      `SELECT * FROM paypal_sandbox_orders WHERE purpose = $1 AND custom_id = $2`,
      [o.purpose, o.customId],
    );
    return toDomain(rows[0]);
  }

  /**
   * Applies `change` under a row lock (concurrent captures take turns); `change` answers null to
   * leave the order as it is. Answers the order after the change; null when unknown.
   */
  update(
    id: string,
    change: (order: SandboxWalletOrder) => SandboxWalletOrder | null,
  ): Promise<SandboxWalletOrder | null> {
    return this.db.transaction(async (tx) => {
      const rows: OrderRow[] = await tx.query(
        `SELECT * FROM paypal_sandbox_orders WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!rows[0]) return null;
      const current = toDomain(rows[0]);
      const next = change(current);
      if (!next) return current;
      await tx.query(
        `UPDATE paypal_sandbox_orders SET status = $2, payer_choice = $3, capture_id = $4,
           capture_status = $5, refund_id = $6, payer_country = $7 WHERE id = $1`,
        [
          id,
          next.status,
          next.payerChoice,
          next.captureId,
          next.captureStatus,
          next.refundId,
          next.payerCountry ?? null,
        ],
      );
      return next;
    });
  }
}
