import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Risk limits (docs/decisions.md#risk-limit-defaults): the limits an admin raised for a trusted customer (a
 * null field keeps the shop's default), the index that counts one recipient number's orders of
 * the last day across accounts, and what the Stripe sandbox keeps of a session's 3-D Secure
 * request and risk metadata (its page shows them, as Stripe's would ask the payer to confirm).
 */
export class RiskLimits1795723516336 implements MigrationInterface {
  name = 'RiskLimits1795723516336';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE customer_risk_limits (
      customer_id uuid PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
      daily_cents integer CHECK (daily_cents > 0),
      daily_top_ups integer CHECK (daily_top_ups > 0),
      new_number_cents integer CHECK (new_number_cents > 0),
      updated_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(
      `CREATE INDEX top_up_orders_telenumber_created_idx ON top_up_orders (telenumber, created_at)`,
    );
    await q.query(`ALTER TABLE stripe_sandbox_sessions
      ADD COLUMN three_d_secure text,
      ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE stripe_sandbox_sessions DROP COLUMN three_d_secure,
      DROP COLUMN metadata`);
    await q.query('DROP INDEX top_up_orders_telenumber_created_idx');
    await q.query('DROP TABLE customer_risk_limits');
  }
}
