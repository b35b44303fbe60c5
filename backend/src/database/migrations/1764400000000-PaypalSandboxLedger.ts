import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The PayPal sandbox's ledger (docs/decisions.md#sandbox-wallet), in PostgreSQL beside the orders
 * like the other
 * sandboxes' (1764340000000-SandboxLedgers): an order per (purpose, our id), as PayPal-Request-Id
 * makes a repeated create answer the same order; the payer's choice on the local wallet button;
 * the capture and its refund, which the sandbox never forgets.
 */
export class PaypalSandboxLedger1764400000000 implements MigrationInterface {
  name = 'PaypalSandboxLedger1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE paypal_sandbox_orders (
      id text PRIMARY KEY,
      purpose text NOT NULL,
      custom_id text NOT NULL,
      amount_cents integer NOT NULL,
      currency text NOT NULL DEFAULT 'USD',
      description text NOT NULL,
      status text NOT NULL CHECK (status IN ('CREATED', 'APPROVED', 'COMPLETED')),
      payer_choice text CHECK (payer_choice IN ('approve', 'decline')),
      capture_id text UNIQUE,
      capture_status text,
      refund_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (purpose, custom_id)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE paypal_sandbox_orders`);
  }
}
