import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One click, one order (docs/decisions.md#one-click-one-order): an order keeps its checkout page's
 * url and the moment the
 * gateway expires it, so a second click re-uses the open checkout and reconciliation knows when
 * an unpaid order can be cancelled. The partial index finds a customer's open checkout for a
 * product and number; it is not unique on purpose (see docs/decisions.md#checkout-lock).
 */
export class CheckoutExpiry1764300000000 implements MigrationInterface {
  name = 'CheckoutExpiry1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE top_up_orders ADD COLUMN checkout_url text,
      ADD COLUMN checkout_expires_at timestamptz`);
    await q.query(`CREATE INDEX top_up_orders_open_checkout_idx
      ON top_up_orders (customer_id, product_id, telenumber) WHERE status = 'PENDING_PAYMENT'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX top_up_orders_open_checkout_idx');
    await q.query(`ALTER TABLE top_up_orders DROP COLUMN checkout_url,
      DROP COLUMN checkout_expires_at`);
  }
}
