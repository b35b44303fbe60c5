import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Top-up orders, their history, and the payment confirmations. The unique constraint on
 * payment_confirmations is what makes "paid" happen once, whoever confirms first.
 */
export class TopUpOrders1764000000000 implements MigrationInterface {
  name = 'TopUpOrders1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE top_up_orders (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      customer_id uuid NOT NULL REFERENCES customers(id),
      product_id text NOT NULL,
      product_name text NOT NULL,
      telenumber text NOT NULL,
      operator_name text NOT NULL,
      country text NOT NULL,
      amount_cents int NOT NULL CHECK (amount_cents > 0),
      service_charge_cents int NOT NULL CHECK (service_charge_cents >= 0),
      currency text NOT NULL DEFAULT 'USD',
      status text NOT NULL CHECK (status IN ('PENDING_PAYMENT','PAID','SUBMITTED','COMPLETED','FAILED','REFUNDED','CANCELLED')),
      gateway text NOT NULL CHECK (gateway IN ('stripe','paypal')),
      checkout_session_id text UNIQUE,
      payment_ref text,
      provider_transaction_id text,
      failure_reason text,
      refund_ref text,
      created_at timestamptz NOT NULL DEFAULT now(),
      paid_at timestamptz,
      completed_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(
      `CREATE INDEX top_up_orders_customer_idx ON top_up_orders (customer_id, created_at DESC)`,
    );
    await q.query(
      `CREATE INDEX top_up_orders_stuck_idx ON top_up_orders (status, updated_at) WHERE status IN ('PAID','SUBMITTED','FAILED')`,
    );
    await q.query(`CREATE TABLE order_events (
      id bigserial PRIMARY KEY,
      order_id uuid NOT NULL REFERENCES top_up_orders(id),
      from_status text,
      to_status text NOT NULL,
      actor text NOT NULL,
      detail text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX order_events_order_idx ON order_events (order_id, id)`);
    await q.query(`CREATE TABLE payment_confirmations (
      purpose text NOT NULL CHECK (purpose IN ('topup','mvm')),
      ref text NOT NULL,
      gateway text NOT NULL,
      payment_ref text NOT NULL,
      amount_cents int NOT NULL,
      source text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (purpose, ref)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE payment_confirmations');
    await q.query('DROP TABLE order_events');
    await q.query('DROP TABLE top_up_orders');
  }
}
