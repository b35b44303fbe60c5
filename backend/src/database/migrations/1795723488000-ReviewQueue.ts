import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The review queue (docs/specification.md#review-queue): a paid order that looks risky waits
 * HELD_FOR_REVIEW, with why (hold_reason) and since when (held_at, which the sweep's refund of
 * old holds reads); payment_country keeps the card's or payer's country the gateway told. The
 * partial index serves the sweep and the back office's list of held orders.
 */
export class ReviewQueue1795723488000 implements MigrationInterface {
  name = 'ReviewQueue1795723488000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE top_up_orders DROP CONSTRAINT top_up_orders_status_check`);
    await q.query(`ALTER TABLE top_up_orders ADD CONSTRAINT top_up_orders_status_check
      CHECK (status IN ('PENDING_PAYMENT','HELD_FOR_REVIEW','PAID','SUBMITTED','COMPLETED','FAILED','REFUNDED','CANCELLED'))`);
    await q.query(`ALTER TABLE top_up_orders ADD COLUMN hold_reason text,
      ADD COLUMN held_at timestamptz, ADD COLUMN payment_country text`);
    await q.query(`CREATE INDEX top_up_orders_held_idx ON top_up_orders (held_at)
      WHERE status = 'HELD_FOR_REVIEW'`);
    // The Stripe sandbox's card country, chosen on its page (integrations/stripe/sandbox).
    await q.query(`ALTER TABLE stripe_sandbox_sessions ADD COLUMN card_country text`);
    // The PayPal sandbox's payer country, sent with the approval (integrations/paypal/sandbox).
    await q.query(`ALTER TABLE paypal_sandbox_orders ADD COLUMN payer_country text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE paypal_sandbox_orders DROP COLUMN payer_country`);
    await q.query(`ALTER TABLE stripe_sandbox_sessions DROP COLUMN card_country`);
    await q.query('DROP INDEX top_up_orders_held_idx');
    await q.query(`ALTER TABLE top_up_orders DROP COLUMN hold_reason, DROP COLUMN held_at,
      DROP COLUMN payment_country`);
    await q.query(`ALTER TABLE top_up_orders DROP CONSTRAINT top_up_orders_status_check`);
    await q.query(`ALTER TABLE top_up_orders ADD CONSTRAINT top_up_orders_status_check
      CHECK (status IN ('PENDING_PAYMENT','PAID','SUBMITTED','COMPLETED','FAILED','REFUNDED','CANCELLED'))`);
  }
}
