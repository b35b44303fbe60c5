import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sandbox providers' ledgers, in PostgreSQL beside the orders
 * (docs/decisions.md#sandbox-ledgers-in-postgresql). In Redis a
 * wipe made the sandbox DT One forget transactions (and send a second top-up for the same order)
 * and the sandbox Stripe forget payments; here they live as long as the orders that point at them.
 *
 * - `dtone_sandbox_transactions`: one per external id (our order id), like DT One's own rule.
 * - `stripe_sandbox_sessions` and `stripe_sandbox_order_sessions` (which session an order uses).
 * - `stripe_sandbox_webhook_deliveries`: webhooks written in the transaction that marks a session
 *   paid and retried with backoff until our route answers 2xx, as Stripe does.
 */
export class SandboxLedgers1764340000000 implements MigrationInterface {
  name = 'SandboxLedgers1764340000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE dtone_sandbox_transactions (
      id bigint GENERATED ALWAYS AS IDENTITY (START WITH 100001) PRIMARY KEY,
      external_id text NOT NULL UNIQUE,
      product_id text NOT NULL,
      mobile_number text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    )`);

    await q.query(`CREATE TABLE stripe_sandbox_sessions (
      id text PRIMARY KEY,
      order_id text NOT NULL,
      purpose text NOT NULL,
      amount_cents integer NOT NULL,
      description text NOT NULL,
      success_url text NOT NULL,
      cancel_url text NOT NULL,
      customer_email text,
      state text NOT NULL CHECK (state IN ('open', 'paid', 'expired')),
      payment_ref text UNIQUE,
      refund_ref text,
      form_token text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE TABLE stripe_sandbox_order_sessions (
      order_id text PRIMARY KEY,
      session_id text NOT NULL REFERENCES stripe_sandbox_sessions (id)
    )`);

    await q.query(`CREATE TABLE stripe_sandbox_webhook_deliveries (
      event_id text PRIMARY KEY,
      session_id text NOT NULL REFERENCES stripe_sandbox_sessions (id),
      url text NOT NULL,
      payload text NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      last_error text,
      delivered_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX stripe_sandbox_webhook_deliveries_due_idx
      ON stripe_sandbox_webhook_deliveries (next_attempt_at) WHERE delivered_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE stripe_sandbox_webhook_deliveries`);
    await q.query(`DROP TABLE stripe_sandbox_order_sessions`);
    await q.query(`DROP TABLE stripe_sandbox_sessions`);
    await q.query(`DROP TABLE dtone_sandbox_transactions`);
  }
}
