import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin transaction list sorted by Amount USD (top-up + service charge) or by Completed
 * Date, each in the list's tie order (transaction.read-model.ts, SORT_COLUMNS); country and status
 * sort on the (country | status, created_at, id) indexes of migration TransactionSearch, rebuilt
 * here to carry each other's column. Every index also carries the filters' columns, so a sorted
 * page (filtered or not) is an index-only scan: figures in docs/decisions.md#sorting-the-transaction-list.
 */
export class TransactionSorts1764810000000 implements MigrationInterface {
  name = 'TransactionSorts1764810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX top_up_orders_paid_idx ON top_up_orders ((amount_cents + service_charge_cents), created_at, id)
        INCLUDE (amount_cents, service_charge_cents, status, country)`,
    );
    await q.query(
      `CREATE INDEX top_up_orders_completed_idx ON top_up_orders (completed_at DESC NULLS LAST, id DESC)
        INCLUDE (status, country, created_at)`,
    );
    // Completed Date within one status: without it a status whose orders are never completed
    // (FAILED) walked the completed index through every completed order first (70-90 ms).
    await q.query(
      `CREATE INDEX top_up_orders_status_completed_idx ON top_up_orders (status, completed_at DESC NULLS LAST, id DESC)
        INCLUDE (country, created_at)`,
    );
    // Each filter carries the other's column, so a filtered sort checks it in the index alone.
    await q.query('DROP INDEX top_up_orders_status_created_idx');
    await q.query(
      `CREATE INDEX top_up_orders_status_created_idx ON top_up_orders (status, created_at, id) INCLUDE (country)`,
    );
    await q.query('DROP INDEX top_up_orders_country_created_idx');
    await q.query(
      `CREATE INDEX top_up_orders_country_created_idx ON top_up_orders (country, created_at, id) INCLUDE (status)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX top_up_orders_country_created_idx');
    await q.query(
      `CREATE INDEX top_up_orders_country_created_idx ON top_up_orders (country, created_at, id)`,
    );
    await q.query('DROP INDEX top_up_orders_status_created_idx');
    await q.query(
      `CREATE INDEX top_up_orders_status_created_idx ON top_up_orders (status, created_at, id)`,
    );
    await q.query('DROP INDEX top_up_orders_status_completed_idx');
    await q.query('DROP INDEX top_up_orders_completed_idx');
    await q.query('DROP INDEX top_up_orders_paid_idx');
  }
}
