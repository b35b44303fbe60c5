import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * PIN products (docs/specification.md#product-kinds): an offer says how it is
 * delivered (`kind`), and an order keeps the PIN DT One delivered for it, sealed with AES-GCM
 * (docs/decisions.md#pins-at-rest), so a copy of the database alone does not give
 * the customers' vouchers.
 */
export class PinProducts1795723547026 implements MigrationInterface {
  name = 'PinProducts1795723547026';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE offers
      ADD COLUMN kind text NOT NULL DEFAULT 'fixed' CHECK (kind IN ('fixed', 'pin'))`);
    await q.query(`ALTER TABLE top_up_orders ADD COLUMN pin_sealed text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE top_up_orders DROP COLUMN pin_sealed');
    await q.query('ALTER TABLE offers DROP COLUMN kind');
  }
}
