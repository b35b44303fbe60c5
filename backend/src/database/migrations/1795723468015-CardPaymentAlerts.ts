import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stolen-card fraud (docs/decisions.md#early-fraud-warnings):
 * - customers.blocked_at / blocked_reason / blocked_by: a customer who may not buy any more (an
 *   early fraud warning, a dispute, or an admin), and who or what blocked them.
 * - card_payment_alerts: Stripe's early fraud warnings and disputes about our payments, one row
 *   per Stripe object (its id is the key, so a repeated webhook finds its row), with the order
 *   or Mvm payment it concerns; handled_at marks the warning's work done (refund, block, audit).
 * - indexes on the orders' and Mvm payments' payment reference: a warning names only Stripe's
 *   payment intent.
 * - stripe_sandbox_payment_alerts: the sandbox's own warnings and disputes, read back by id as
 *   Stripe's API answers them.
 */
export class CardPaymentAlerts1795723468015 implements MigrationInterface {
  name = 'CardPaymentAlerts1795723468015';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE customers
      ADD COLUMN blocked_at timestamptz,
      ADD COLUMN blocked_reason text,
      ADD COLUMN blocked_by text`);
    await q.query(`CREATE TABLE card_payment_alerts (
      id text PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('early_fraud_warning', 'dispute')),
      payment_ref text NOT NULL,
      order_id uuid REFERENCES top_up_orders (id),
      mvm_payment_id uuid REFERENCES mvm_payments (id),
      status text NOT NULL,
      reason text NOT NULL DEFAULT '',
      amount_cents integer,
      refund_ref text,
      handled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(
      `CREATE INDEX card_payment_alerts_order_idx ON card_payment_alerts (order_id) WHERE order_id IS NOT NULL`,
    );
    await q.query(`CREATE TABLE stripe_sandbox_payment_alerts (
      id text PRIMARY KEY,
      session_id text NOT NULL REFERENCES stripe_sandbox_sessions (id),
      object jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE stripe_sandbox_payment_alerts');
    await q.query('DROP INDEX mvm_payments_provider_ref_idx');
    await q.query('DROP INDEX top_up_orders_payment_ref_idx');
    await q.query('DROP TABLE card_payment_alerts');
    await q.query(`ALTER TABLE customers
      DROP COLUMN blocked_at, DROP COLUMN blocked_reason, DROP COLUMN blocked_by`);
  }
}
