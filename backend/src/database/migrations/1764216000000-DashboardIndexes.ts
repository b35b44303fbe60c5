import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin dashboard's reads at a million orders: orders by submission time (an index-only scan
 * of a date range: the columns the figures need are included), and the few orders still waiting.
 */
export class DashboardIndexes1764216000000 implements MigrationInterface {
  name = 'DashboardIndexes1764216000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX IF NOT EXISTS top_up_orders_created_idx ON top_up_orders (created_at)
         INCLUDE (status, amount_cents, service_charge_cents)`,
    );
    await q.query(
      `CREATE INDEX IF NOT EXISTS top_up_orders_waiting_idx ON top_up_orders (status)
         WHERE status IN ('PENDING_PAYMENT', 'PAID', 'SUBMITTED', 'FAILED')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS top_up_orders_waiting_idx');
    await q.query('DROP INDEX IF EXISTS top_up_orders_created_idx');
  }
}
