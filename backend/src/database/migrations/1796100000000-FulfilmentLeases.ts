import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The fulfilment lease (docs/decisions.md#one-fulfilment-run-per-order): which run may send an
 * order's top-up, and until when. Both empty when no run holds the order.
 */
export class FulfilmentLeases1796100000000 implements MigrationInterface {
  name = 'FulfilmentLeases1796100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE top_up_orders ADD COLUMN send_lease uuid, ADD COLUMN send_lease_until timestamptz`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE top_up_orders DROP COLUMN send_lease, DROP COLUMN send_lease_until`);
  }
}
