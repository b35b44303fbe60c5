import type { DataSource, EntityManager } from 'typeorm';

/** How a sandbox saved card answers off-session charges (Stripe's test cards 4242, 3184, 0341). */
export const SAVED_CARD_BEHAVIOURS = ['succeeds', 'authentication_required', 'declines'] as const;
export type SavedCardBehaviour = (typeof SAVED_CARD_BEHAVIOURS)[number];
export const LAST4: Record<SavedCardBehaviour, string> = {
  succeeds: '4242',
  authentication_required: '3184',
  declines: '0341',
};

export interface SandboxPaymentMethod {
  id: string;
  customerRef: string;
  behaviour: SavedCardBehaviour;
  cardCountry: string | null;
  detached: boolean;
}

export interface SandboxCharge {
  id: string;
  state: 'succeeded' | 'authentication_required' | 'declined';
  amountCents: number;
  cardCountry: string | null;
}

/**
 * The sandbox's customers, saved cards and off-session charges in PostgreSQL
 * (stripe_sandbox_customers, stripe_sandbox_payment_methods, stripe_sandbox_charges): like
 * Stripe, a charge is kept per idempotency key for good, so a retry answers the first charge.
 */
export class SandboxSavedCardStore {
  constructor(private readonly db: DataSource) {}

  /** The account's customer: the one made first when two calls race. */
  async customerOf(accountId: string, newId: string, email: string | null): Promise<string> {
    await this.db.query(
      `INSERT INTO stripe_sandbox_customers (id, account_id, email) VALUES ($1, $2, $3)
       ON CONFLICT (account_id) DO NOTHING`,
      [newId, accountId, email],
    );
    const rows: { id: string }[] = await this.db.query(
      `SELECT id FROM stripe_sandbox_customers WHERE account_id = $1`,
      [accountId],
    );
    return rows[0].id;
  }

  async addMethod(method: SandboxPaymentMethod, tx: EntityManager): Promise<void> {
    await tx.query(
      `INSERT INTO stripe_sandbox_payment_methods (id, customer_ref, behaviour, card_country)
       VALUES ($1, $2, $3, $4)`,
      [method.id, method.customerRef, method.behaviour, method.cardCountry],
    );
  }

  async method(id: string): Promise<SandboxPaymentMethod | null> {
    const rows: {
      id: string;
      customer_ref: string;
      behaviour: SavedCardBehaviour;
      card_country: string | null;
      detached_at: Date | null;
    }[] = await this.db.query(`SELECT * FROM stripe_sandbox_payment_methods WHERE id = $1`, [id]);
    const row = rows[0];
    return row
      ? {
          id: row.id,
          customerRef: row.customer_ref,
          behaviour: row.behaviour,
          cardCountry: row.card_country,
          detached: row.detached_at !== null,
        }
      : null;
  }

  async detach(id: string): Promise<void> {
    await this.db.query(
      `UPDATE stripe_sandbox_payment_methods SET detached_at = now()
       WHERE id = $1 AND detached_at IS NULL`,
      [id],
    );
  }

  /** The charge of this key: the one recorded first when two tries race. */
  async charge(
    key: string,
    fresh: SandboxCharge & { orderId: string; paymentMethodRef: string },
  ): Promise<SandboxCharge> {
    await this.db.query(
      `INSERT INTO stripe_sandbox_charges (id, idempotency_key, order_id, payment_method_ref,
         amount_cents, state, card_country)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (idempotency_key) DO NOTHING`,
      [
        fresh.id,
        key,
        fresh.orderId,
        fresh.paymentMethodRef,
        fresh.amountCents,
        fresh.state,
        fresh.cardCountry,
      ],
    );
    const rows: {
      id: string;
      state: SandboxCharge['state'];
      amount_cents: number;
      card_country: string | null;
    }[] = await this.db.query(`SELECT * FROM stripe_sandbox_charges WHERE idempotency_key = $1`, [
      key,
    ]);
    const row = rows[0];
    return {
      id: row.id,
      state: row.state,
      amountCents: row.amount_cents,
      cardCountry: row.card_country,
    };
  }

  /** Refunds a succeeded charge once; answers its refund, null when there is no such charge. */
  async refund(paymentRef: string, refundRef: string): Promise<string | null> {
    // UPDATE answers [rows, count] through TypeORM's postgres driver.
    const [rows]: [{ refund_ref: string }[], number] = await this.db.query(
      `UPDATE stripe_sandbox_charges SET refund_ref = COALESCE(refund_ref, $2)
       WHERE id = $1 AND state = 'succeeded' RETURNING refund_ref`,
      [paymentRef, refundRef],
    );
    return rows[0]?.refund_ref ?? null;
  }
}
