import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Automatic top-ups (docs/decisions.md): the customer's saved card (a Stripe Customer
 * and payment method per account), the schedules, and one row per (schedule, period), whose
 * primary key lets no period be charged twice. The Stripe sandbox gets customers, saved payment
 * methods and off-session charges (one per idempotency key), and its sessions the card they save.
 */
export class AutoTopUps1796000000000 implements MigrationInterface {
  name = 'AutoTopUps1796000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE auto_top_up_cards (
      customer_id uuid PRIMARY KEY REFERENCES customers(id),
      gateway_customer_ref text NOT NULL,
      payment_method_ref text,
      brand text,
      last4 text,
      saved_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE auto_top_ups (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      customer_id uuid NOT NULL REFERENCES customers(id),
      product_id text NOT NULL,
      product_name text NOT NULL,
      telenumber text NOT NULL,
      operator_name text NOT NULL,
      interval_days int NOT NULL CHECK (interval_days IN (7, 14, 28, 30)),
      time_zone text NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'active', 'paused', 'cancelled')),
      stop_reason text,
      agreed_cents int NOT NULL CHECK (agreed_cents > 0),
      first_order_id uuid NOT NULL UNIQUE REFERENCES top_up_orders(id),
      anchor_at timestamptz,
      last_due_at timestamptz,
      next_period int NOT NULL DEFAULT 1,
      next_due_at timestamptz,
      failures int NOT NULL DEFAULT 0,
      reminded_period int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX auto_top_ups_customer ON auto_top_ups (customer_id, created_at)`);
    await q.query(`CREATE INDEX auto_top_ups_due ON auto_top_ups (next_due_at)
      WHERE status = 'active'`);
    await q.query(`CREATE INDEX auto_top_ups_pending ON auto_top_ups (created_at)
      WHERE status = 'pending'`);
    await q.query(`CREATE TABLE auto_top_up_runs (
      schedule_id uuid NOT NULL REFERENCES auto_top_ups(id),
      period int NOT NULL,
      state text NOT NULL CHECK (state IN ('charging', 'paid', 'failed', 'refused', 'skipped')),
      due_at timestamptz NOT NULL,
      order_id uuid REFERENCES top_up_orders(id),
      amount_cents int,
      payment_ref text,
      outcome text,
      detail text,
      attempts int NOT NULL DEFAULT 0,
      lease_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (schedule_id, period))`);
    await q.query(`CREATE INDEX auto_top_up_runs_open ON auto_top_up_runs (lease_until)
      WHERE state = 'charging'`);
    await q.query(`CREATE UNIQUE INDEX auto_top_up_runs_order ON auto_top_up_runs (order_id)`);

    await q.query(`CREATE TABLE stripe_sandbox_customers (
      id text PRIMARY KEY,
      account_id text NOT NULL UNIQUE,
      email text,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE stripe_sandbox_payment_methods (
      id text PRIMARY KEY,
      customer_ref text NOT NULL,
      behaviour text NOT NULL,
      card_country text,
      detached_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE stripe_sandbox_charges (
      id text PRIMARY KEY,
      idempotency_key text NOT NULL UNIQUE,
      order_id text NOT NULL,
      payment_method_ref text NOT NULL,
      amount_cents int NOT NULL,
      state text NOT NULL,
      card_country text,
      refund_ref text,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`ALTER TABLE stripe_sandbox_sessions ADD COLUMN save_card_for text,
      ADD COLUMN saved_payment_method text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE stripe_sandbox_sessions DROP COLUMN save_card_for,
      DROP COLUMN saved_payment_method`);
    await q.query(`DROP TABLE stripe_sandbox_charges`);
    await q.query(`DROP TABLE stripe_sandbox_payment_methods`);
    await q.query(`DROP TABLE stripe_sandbox_customers`);
    await q.query(`DROP TABLE auto_top_up_runs`);
    await q.query(`DROP TABLE auto_top_ups`);
    await q.query(`DROP TABLE auto_top_up_cards`);
  }
}
