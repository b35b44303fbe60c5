import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The transaction search at ten million orders
 * (docs/decisions.md#transaction-list-at-a-million-orders).
 *
 * - The receiver's number: a string of digits has only 1,000 trigrams, so each trigram of the
 *   index of migration TransactionSearch lists about one order in a hundred and a search's cost
 *   grows with the table (23–31 ms at ten million). Every six-digit run of the receiver's digits
 *   is nearly unique to its number: a search of six digits or more looks its runs up here (tens
 *   of orders each, under a millisecond) and checks the match itself; shorter ones keep the
 *   trigrams.
 * - The date index carries the customer: a broad search walks it newest first and tests each
 *   order's customer against the matching ones, which now needs no visit to the table (a name
 *   shared by a few hundred customers, its last page: 38 → 21 ms).
 *
 * Built CONCURRENTLY, outside a transaction: a plain build locks the orders against writes for
 * as long as it takes (8 minutes for the runs at ten million), and purchases would wait. A build
 * that failed half-way leaves an invalid index, dropped before the next try.
 */
export class SearchAtTenMillion1796200000000 implements MigrationInterface {
  name = 'SearchAtTenMillion1796200000000';
  transaction = false;

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION digit_grams(text) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      RETURN (SELECT array_agg(substr(d, i, 6))
              FROM (SELECT digits_only($1) AS d) x, generate_series(1, length(d) - 5) i)`);
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS top_up_orders_telenumber_grams_idx`);
    await q.query(
      `CREATE INDEX CONCURRENTLY top_up_orders_telenumber_grams_idx ON top_up_orders USING gin (digit_grams(telenumber))`,
    );
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS top_up_orders_created_customer_idx`);
    await q.query(
      `CREATE INDEX CONCURRENTLY top_up_orders_created_customer_idx ON top_up_orders (created_at, id) INCLUDE (customer_id)`,
    );
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS top_up_orders_created_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS top_up_orders_created_idx ON top_up_orders (created_at, id)`,
    );
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS top_up_orders_created_customer_idx`);
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS top_up_orders_telenumber_grams_idx`);
    await q.query(`DROP FUNCTION IF EXISTS digit_grams(text)`);
  }
}
