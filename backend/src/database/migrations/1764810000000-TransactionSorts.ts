import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin transaction list sorted by Amount USD (top-up + service charge) or by Completed
 * Date, each in the list's tie order (transactions.query.ts, SORT_COLUMNS). Country and status
 * use the (country | status, created_at, id) indexes of migration TransactionSearch.
 */
export class TransactionSorts1764810000000 implements MigrationInterface {
  name = 'TransactionSorts1764810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX top_up_orders_paid_idx ON top_up_orders ((amount_cents + service_charge_cents), created_at, id)`,
    );
    await q.query(`CREATE INDEX top_up_orders_completed_idx ON top_up_orders (completed_at, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX top_up_orders_completed_idx');
    await q.query('DROP INDEX top_up_orders_paid_idx');
  }
}
