import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What DT One charged for each top-up, and the sandbox DT One's balance
 * (docs/decisions.md#dt-one-balance-thresholds).
 *
 * - `top_up_orders.wholesale_cents`: the wholesale price (USD cents) beside the retail price and
 *   fee. Written at checkout from the offer's wholesale price, replaced by the price DT One's
 *   transaction answers. Orders from before stay NULL (the back office shows "—").
 * - `order_daily_counts` adds `cost_cents` (sum of the known wholesale prices) and
 *   `costed_revenue_cents` (what those same orders were paid), so the dashboard's margin per day
 *   is revenue minus cost over the orders whose cost is known, read from the rollup as before.
 * - `dtone_sandbox_transactions.wholesale_cents` and `dtone_sandbox_balance`: the sandbox
 *   answers each transaction's price and lowers its balance by it, as DT One does.
 */
export class OrderCostAndProviderBalance1795723451098 implements MigrationInterface {
  name = 'OrderCostAndProviderBalance1795723451098';

  async up(q: QueryRunner): Promise<void> {
    // No order may change while the rollup's functions and trigger are replaced.
    await q.query(`LOCK TABLE top_up_orders IN SHARE ROW EXCLUSIVE MODE`);
    await q.query(
      `ALTER TABLE top_up_orders ADD COLUMN wholesale_cents int CHECK (wholesale_cents >= 0)`,
    );
    await q.query(`ALTER TABLE order_daily_counts
      ADD COLUMN cost_cents bigint NOT NULL DEFAULT 0,
      ADD COLUMN costed_revenue_cents bigint NOT NULL DEFAULT 0`);
    await q.query(`CREATE OR REPLACE FUNCTION order_daily_counts_add(changes order_daily_counts[]) RETURNS void
      LANGUAGE sql AS $$
        INSERT INTO order_daily_counts AS c
          (day, status, country, orders, revenue_cents, cost_cents, costed_revenue_cents)
        SELECT day, status, country, sum(orders), sum(revenue_cents), sum(cost_cents),
          sum(costed_revenue_cents)
        FROM unnest(changes) GROUP BY day, status, country ORDER BY day, status, country
        ON CONFLICT (day, status, country) DO UPDATE
          SET orders = c.orders + EXCLUDED.orders,
            revenue_cents = c.revenue_cents + EXCLUDED.revenue_cents,
            cost_cents = c.cost_cents + EXCLUDED.cost_cents,
            costed_revenue_cents = c.costed_revenue_cents + EXCLUDED.costed_revenue_cents
      $$`);
    await q.query(`CREATE OR REPLACE FUNCTION order_daily_counts_track() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        changes order_daily_counts[] := '{}';
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          changes := changes || ROW((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.status, OLD.country,
            -1, -(OLD.amount_cents + OLD.service_charge_cents)::bigint,
            -coalesce(OLD.wholesale_cents, 0)::bigint,
            -(CASE WHEN OLD.wholesale_cents IS NULL THEN 0
              ELSE OLD.amount_cents + OLD.service_charge_cents END)::bigint)::order_daily_counts;
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN
          changes := changes || ROW((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.status, NEW.country,
            1, (NEW.amount_cents + NEW.service_charge_cents)::bigint,
            coalesce(NEW.wholesale_cents, 0)::bigint,
            (CASE WHEN NEW.wholesale_cents IS NULL THEN 0
              ELSE NEW.amount_cents + NEW.service_charge_cents END)::bigint)::order_daily_counts;
        END IF;
        PERFORM order_daily_counts_add(changes);
        RETURN NULL;
      END $$`);
    // The update trigger also runs when the cost changes (DT One's answer replaces the estimate).
    await q.query('DROP TRIGGER top_up_orders_recounted ON top_up_orders');
    await q.query(`CREATE CONSTRAINT TRIGGER top_up_orders_recounted AFTER UPDATE ON top_up_orders
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (
        OLD.status IS DISTINCT FROM NEW.status OR OLD.country IS DISTINCT FROM NEW.country
        OR OLD.created_at IS DISTINCT FROM NEW.created_at
        OR OLD.amount_cents IS DISTINCT FROM NEW.amount_cents
        OR OLD.service_charge_cents IS DISTINCT FROM NEW.service_charge_cents
        OR OLD.wholesale_cents IS DISTINCT FROM NEW.wholesale_cents
      ) EXECUTE FUNCTION order_daily_counts_track()`);

    await q.query(`ALTER TABLE dtone_sandbox_transactions ADD COLUMN wholesale_cents int`);
    // One row: what the sandbox DT One account holds (USD cents). Large enough for benchmarks.
    await q.query(`CREATE TABLE dtone_sandbox_balance (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      available_cents bigint NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`INSERT INTO dtone_sandbox_balance (available_cents) VALUES (10000000)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE dtone_sandbox_balance');
    await q.query('ALTER TABLE dtone_sandbox_transactions DROP COLUMN wholesale_cents');
    await q.query(`LOCK TABLE top_up_orders IN SHARE ROW EXCLUSIVE MODE`);
    await q.query('DROP TRIGGER top_up_orders_recounted ON top_up_orders');
    await q.query(`CREATE CONSTRAINT TRIGGER top_up_orders_recounted AFTER UPDATE ON top_up_orders
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (
        OLD.status IS DISTINCT FROM NEW.status OR OLD.country IS DISTINCT FROM NEW.country
        OR OLD.created_at IS DISTINCT FROM NEW.created_at
        OR OLD.amount_cents IS DISTINCT FROM NEW.amount_cents
        OR OLD.service_charge_cents IS DISTINCT FROM NEW.service_charge_cents
      ) EXECUTE FUNCTION order_daily_counts_track()`);
    await q.query(`CREATE OR REPLACE FUNCTION order_daily_counts_track() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        changes order_daily_counts[] := '{}';
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          changes := changes || ROW((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.status, OLD.country,
            -1, -(OLD.amount_cents + OLD.service_charge_cents)::bigint, 0, 0)::order_daily_counts;
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN
          changes := changes || ROW((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.status, NEW.country,
            1, (NEW.amount_cents + NEW.service_charge_cents)::bigint, 0, 0)::order_daily_counts;
        END IF;
        PERFORM order_daily_counts_add(changes);
        RETURN NULL;
      END $$`);
    await q.query(
      `ALTER TABLE order_daily_counts DROP COLUMN cost_cents, DROP COLUMN costed_revenue_cents`,
    );
    await q.query(`CREATE OR REPLACE FUNCTION order_daily_counts_track() RETURNS trigger
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
    await q.query(`CREATE OR REPLACE FUNCTION order_daily_counts_add(changes order_daily_counts[]) RETURNS void
      LANGUAGE sql AS $$
        INSERT INTO order_daily_counts AS c (day, status, country, orders, revenue_cents)
        SELECT day, status, country, sum(orders), sum(revenue_cents)
        FROM unnest(changes) GROUP BY day, status, country ORDER BY day, status, country
        ON CONFLICT (day, status, country) DO UPDATE
          SET orders = c.orders + EXCLUDED.orders, revenue_cents = c.revenue_cents + EXCLUDED.revenue_cents
      $$`);
    await q.query('ALTER TABLE top_up_orders DROP COLUMN wholesale_cents');
  }
}
