import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's transaction and client lists at a million orders
 * (docs/specification.md#speed-budgets).
 *
 * - `order_daily_counts` is a rollup per UTC day, status and country, kept exact by triggers in
 *   the writer's own transaction. Counts for status/date/country filters are sums over a few
 *   hundred rows instead of count(*) over a million, and a page deep in the list is found by
 *   seeking to the day that holds it (see backoffice/infra/transaction.read-model.ts) instead of an
 *   OFFSET through half the table.
 * - Trigram indexes back the search: the receiver's number (digits only), the sender's e-mail.
 *   A transaction id (or a prefix of it) is a range on the primary key and needs no index.
 * - `csv_safe` keeps spreadsheet formulas out of the CSV export inside the COPY itself.
 */
export class TransactionSearch1764259200000 implements MigrationInterface {
  name = 'TransactionSearch1764259200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE FUNCTION digits_only(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN regexp_replace($1, '[^0-9]', '', 'g')`);
    await q.query(`CREATE FUNCTION csv_safe(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      RETURN CASE WHEN left($1, 1) IN ('=', '+', '-', '@', E'\\t', E'\\r') THEN '''' || $1 ELSE $1 END`);

    await q.query(`CREATE INDEX top_up_orders_created_idx ON top_up_orders (created_at, id)`);
    await q.query(
      `CREATE INDEX top_up_orders_status_created_idx ON top_up_orders (status, created_at, id)`,
    );
    await q.query(
      `CREATE INDEX top_up_orders_country_created_idx ON top_up_orders (country, created_at, id)`,
    );
    await q.query(
      `CREATE INDEX top_up_orders_telenumber_trgm_idx ON top_up_orders USING gin (digits_only(telenumber) gin_trgm_ops)`,
    );
    await q.query(
      `CREATE INDEX customers_email_trgm_idx ON customers USING gin (email gin_trgm_ops)`,
    );
    await q.query(
      `CREATE INDEX customers_fullname_trgm_idx ON customers USING gin (fullname gin_trgm_ops)`,
    );
    await q.query(
      `CREATE INDEX customers_telephone_trgm_idx ON customers USING gin (digits_only(telephone) gin_trgm_ops)`,
    );
    await q.query(`CREATE INDEX customers_fullname_idx ON customers (fullname, id)`);

    await q.query(`CREATE TABLE order_daily_counts (
      day date NOT NULL,
      status text NOT NULL,
      country text NOT NULL,
      orders int NOT NULL,
      revenue_cents bigint NOT NULL,
      PRIMARY KEY (day, status, country)
    )`);
    // Buckets are changed in key order in one statement, so two transactions moving orders
    // between the same buckets queue behind each other instead of deadlocking.
    await q.query(`CREATE FUNCTION order_daily_counts_add(changes order_daily_counts[]) RETURNS void
      LANGUAGE sql AS $$
        INSERT INTO order_daily_counts AS c (day, status, country, orders, revenue_cents)
        SELECT day, status, country, sum(orders), sum(revenue_cents)
        FROM unnest(changes) GROUP BY day, status, country ORDER BY day, status, country
        ON CONFLICT (day, status, country) DO UPDATE
          SET orders = c.orders + EXCLUDED.orders, revenue_cents = c.revenue_cents + EXCLUDED.revenue_cents
      $$`);
    await q.query(`CREATE FUNCTION order_daily_counts_track() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        changes order_daily_counts[] := '{}';
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          changes := changes || ROW((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.status, OLD.country,
            -1, -(OLD.amount_cents + OLD.service_charge_cents)::bigint)::order_daily_counts;
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN
          changes := changes || ROW((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.status, NEW.country,
            1, (NEW.amount_cents + NEW.service_charge_cents)::bigint)::order_daily_counts;
        END IF;
        PERFORM order_daily_counts_add(changes);
        RETURN NULL;
      END $$`);

    // No order may slip in between the backfill and the triggers.
    await q.query(`LOCK TABLE top_up_orders IN SHARE ROW EXCLUSIVE MODE`);
    await q.query(`CREATE TRIGGER top_up_orders_counted AFTER INSERT OR DELETE ON top_up_orders
      FOR EACH ROW EXECUTE FUNCTION order_daily_counts_track()`);
    // Most updates (payment refs, updated_at) leave the buckets alone and skip the function.
    await q.query(`CREATE TRIGGER top_up_orders_recounted AFTER UPDATE ON top_up_orders
      FOR EACH ROW WHEN (
        OLD.status IS DISTINCT FROM NEW.status OR OLD.country IS DISTINCT FROM NEW.country
        OR OLD.created_at IS DISTINCT FROM NEW.created_at
        OR OLD.amount_cents IS DISTINCT FROM NEW.amount_cents
        OR OLD.service_charge_cents IS DISTINCT FROM NEW.service_charge_cents
      ) EXECUTE FUNCTION order_daily_counts_track()`);
    await q.query(`INSERT INTO order_daily_counts (day, status, country, orders, revenue_cents)
      SELECT (created_at AT TIME ZONE 'UTC')::date, status, country, count(*),
        sum(amount_cents + service_charge_cents)
      FROM top_up_orders GROUP BY 1, 2, 3`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER top_up_orders_recounted ON top_up_orders');
    await q.query('DROP TRIGGER top_up_orders_counted ON top_up_orders');
    await q.query('DROP FUNCTION order_daily_counts_track()');
    await q.query('DROP FUNCTION order_daily_counts_add(order_daily_counts[])');
    await q.query('DROP TABLE order_daily_counts');
    await q.query('DROP INDEX customers_fullname_idx');
    await q.query('DROP INDEX customers_telephone_trgm_idx');
    await q.query('DROP INDEX customers_fullname_trgm_idx');
    await q.query('DROP INDEX customers_email_trgm_idx');
    await q.query('DROP INDEX top_up_orders_telenumber_trgm_idx');
    await q.query('DROP INDEX top_up_orders_country_created_idx');
    await q.query('DROP INDEX top_up_orders_status_created_idx');
    await q.query('DROP INDEX top_up_orders_created_idx');
    await q.query('DROP FUNCTION csv_safe(text)');
    await q.query('DROP FUNCTION digits_only(text)');
  }
}
