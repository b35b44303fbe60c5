import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Course and project payments (docs/decisions.md#mvm-payment-statuses). A payment is PENDING until
 * its gateway says paid,
 * declined or lapsed; payment_confirmations (purpose 'mvm', the payment's id) makes PAID happen
 * once. The gateway's order (PayPal order id, Stripe session id) is unique per provider. Indexes
 * serve the back office's filters (status, provider, dates; every list ends in created_at, id),
 * its search (trigrams over payer, description and references; the id as a key range) and
 * reconciliation (the PENDING ones).
 */
export class MvmPayments1764410000000 implements MigrationInterface {
  name = 'MvmPayments1764410000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE TABLE mvm_payments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL CHECK (kind IN ('course','project')),
      course text CHECK (char_length(course) BETWEEN 1 AND 100),
      payer_name text NOT NULL CHECK (char_length(payer_name) BETWEEN 1 AND 100),
      description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 500),
      amount_cents int NOT NULL CHECK (amount_cents > 0 AND amount_cents <= 1000000),
      currency text NOT NULL DEFAULT 'USD' CHECK (currency = 'USD'),
      provider text NOT NULL CHECK (provider IN ('paypal','stripe')),
      provider_order_id text,
      provider_ref text,
      checkout_url text,
      status text NOT NULL CHECK (status IN ('PENDING','PAID','FAILED','CANCELLED')),
      payer_email text CHECK (char_length(payer_email) <= 254),
      failure_reason text,
      created_at timestamptz NOT NULL DEFAULT now(),
      paid_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT mvm_payments_course_kind CHECK (kind = 'project' OR course IS NOT NULL),
      CONSTRAINT mvm_payments_paid_has_ref
        CHECK (status <> 'PAID' OR (paid_at IS NOT NULL AND provider_ref IS NOT NULL)),
      CONSTRAINT mvm_payments_provider_order_key UNIQUE (provider, provider_order_id)
    )`);
    await q.query(`CREATE INDEX mvm_payments_created_idx ON mvm_payments (created_at, id)`);
    await q.query(`CREATE INDEX mvm_payments_status_idx ON mvm_payments (status, created_at, id)`);
    await q.query(
      `CREATE INDEX mvm_payments_provider_idx ON mvm_payments (provider, created_at, id)`,
    );
    await q.query(`CREATE INDEX mvm_payments_search_trgm_idx ON mvm_payments USING gin (
      lower(payer_name || ' ' || description || ' ' || coalesce(provider_ref, '') || ' '
        || coalesce(provider_order_id, '')) gin_trgm_ops)`);
    await q.query(
      `CREATE INDEX mvm_payments_pending_idx ON mvm_payments (created_at) WHERE status = 'PENDING'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE mvm_payments');
  }
}
