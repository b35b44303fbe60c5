import type { DataSource, EntityManager } from 'typeorm';
import type { SandboxSession } from './sandbox-session';

interface SessionRow {
  id: string;
  order_id: string;
  purpose: SandboxSession['purpose'];
  amount_cents: number;
  description: string;
  success_url: string;
  cancel_url: string;
  customer_email: string | null;
  three_d_secure: SandboxSession['threeDSecure'];
  metadata: Record<string, string>;
  state: SandboxSession['state'];
  payment_ref: string | null;
  refund_ref: string | null;
  card_country: string | null;
  save_card_for: string | null;
  saved_payment_method: string | null;
  form_token: string;
  created_at: Date;
  expires_at: Date;
}

const toDomain = (row: SessionRow): SandboxSession => ({
  id: row.id,
  orderId: row.order_id,
  purpose: row.purpose,
  amountCents: row.amount_cents,
  description: row.description,
  successUrl: row.success_url,
  cancelUrl: row.cancel_url,
  customerEmail: row.customer_email,
  threeDSecure: row.three_d_secure,
  metadata: row.metadata,
  state: row.state,
  paymentRef: row.payment_ref,
  refundRef: row.refund_ref,
  cardCountry: row.card_country,
  saveCardFor: row.save_card_for,
  savedPaymentMethod: row.saved_payment_method,
  formToken: row.form_token,
  createdAt: row.created_at.getTime(),
  expiresAt: row.expires_at.getTime(),
});

/**
 * Sandbox sessions in PostgreSQL, shared by the API (page, webhook) and the worker (refunds): by
 * id, plus which session an order is using; a payment is found by its reference. Like Stripe,
 * it never forgets a payment, whatever happens to Redis.
 */
export class SandboxSessionStore {
  constructor(private readonly db: DataSource) {}

  async get(id: string): Promise<SandboxSession | null> {
    const rows: SessionRow[] = await this.db.query(
      `SELECT * FROM stripe_sandbox_sessions WHERE id = $1`,
      [id],
    );
    return rows[0] ? toDomain(rows[0]) : null;
  }

  async add(s: SandboxSession): Promise<void> {
    await this.db.query(
      `INSERT INTO stripe_sandbox_sessions (id, order_id, purpose, amount_cents, description,
         success_url, cancel_url, customer_email, state, payment_ref, refund_ref, form_token,
         created_at, expires_at, three_d_secure, metadata, save_card_for)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
      [
        s.id,
        s.orderId,
        s.purpose,
        s.amountCents,
        s.description,
        s.successUrl,
        s.cancelUrl,
        s.customerEmail,
        s.state,
        s.paymentRef,
        s.refundRef,
        s.formToken,
        new Date(s.createdAt),
        new Date(s.expiresAt),
        s.threeDSecure,
        JSON.stringify(s.metadata),
        s.saveCardFor ?? null,
      ],
    );
  }

  async remove(id: string): Promise<void> {
    await this.db.query(`DELETE FROM stripe_sandbox_sessions WHERE id = $1`, [id]);
  }

  async sessionIdOfOrder(orderId: string): Promise<string | null> {
    const rows: { session_id: string }[] = await this.db.query(
      `SELECT session_id FROM stripe_sandbox_order_sessions WHERE order_id = $1`,
      [orderId],
    );
    return rows[0]?.session_id ?? null;
  }

  /** Points the order at `id` unless another process moved it away from `previousId` first. */
  async claimOrder(orderId: string, id: string, previousId: string | null): Promise<boolean> {
    const rows: unknown[] = previousId
      ? await this.db.query(
          `UPDATE stripe_sandbox_order_sessions SET session_id = $2
           WHERE order_id = $1 AND session_id = $3 RETURNING order_id`,
          [orderId, id, previousId],
        )
      : await this.db.query(
          `INSERT INTO stripe_sandbox_order_sessions (order_id, session_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING RETURNING order_id`,
          [orderId, id],
        );
    // UPDATE answers [rows, count] through TypeORM's postgres driver, INSERT answers rows.
    return previousId ? (rows[1] as number) > 0 : rows.length > 0;
  }

  async sessionIdOfPayment(paymentRef: string): Promise<string | null> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT id FROM stripe_sandbox_sessions WHERE payment_ref = $1`,
      [paymentRef],
    );
    return rows[0]?.id ?? null;
  }

  /**
   * Applies `change` to the session under a row lock, so processes take turns. `change` answers
   * null to leave the session as it is; `alsoDo` runs in the same transaction after a change
   * (the webhook to deliver is recorded with the payment, never one without the other).
   * Answers the session after the change and whether this call made it; null when unknown.
   */
  update(
    id: string,
    change: (session: SandboxSession) => SandboxSession | null,
    alsoDo?: (session: SandboxSession, tx: EntityManager) => Promise<void>,
  ): Promise<{ session: SandboxSession; changed: boolean } | null> {
    return this.db.transaction(async (tx) => {
      const rows: SessionRow[] = await tx.query(
        `SELECT * FROM stripe_sandbox_sessions WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!rows[0]) return null;
      const current = toDomain(rows[0]);
      const next = change(current);
      if (!next) return { session: current, changed: false };
      await tx.query(
        `UPDATE stripe_sandbox_sessions SET state = $2, payment_ref = $3, refund_ref = $4,
           expires_at = $5, card_country = $6, saved_payment_method = $7 WHERE id = $1`,
        [
          id,
          next.state,
          next.paymentRef,
          next.refundRef,
          new Date(next.expiresAt),
          next.cardCountry ?? null,
          next.savedPaymentMethod ?? null,
        ],
      );
      if (alsoDo) await alsoDo(next, tx);
      return { session: next, changed: true };
    });
  }
}
