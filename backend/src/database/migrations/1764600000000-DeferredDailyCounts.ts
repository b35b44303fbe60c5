import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The daily rollup's triggers run at commit instead of at each status change (the purchase
 * pipeline benchmark, docs/decisions.md#benchmarks). Every order of a day and country moves through
 * the same few rollup rows,
 * so a transaction that changes an order's status holds those rows' locks until it commits. Run
 * at the UPDATE, the lock was held through the rest of the transaction (the history line, the
 * round trips of a busy process, its commit): concurrent payment confirmations and fulfilments
 * queued behind each other on it, 80 paid orders/s on 2 cores with the database mostly waiting
 * (pg_stat_activity: Lock:transactionid on the status UPDATE). Deferred, the lock is taken in the
 * commit itself and held only for its flush. The rollup stays exact: same trigger function, same
 * transaction, once per changed row (several changes of one row add up as before).
 */
export class DeferredDailyCounts1764600000000 implements MigrationInterface {
  name = 'DeferredDailyCounts1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await this.recreate(q, 'CONSTRAINT TRIGGER', 'DEFERRABLE INITIALLY DEFERRED');
  }

  async down(q: QueryRunner): Promise<void> {
    await this.recreate(q, 'TRIGGER', '');
  }

  private async recreate(q: QueryRunner, kind: string, timing: string): Promise<void> {
    // No order may change between dropping and recreating (the rollup would miss it).
    await q.query(`LOCK TABLE top_up_orders IN SHARE ROW EXCLUSIVE MODE`);
    await q.query('DROP TRIGGER top_up_orders_recounted ON top_up_orders');
    await q.query('DROP TRIGGER top_up_orders_counted ON top_up_orders');
    await q.query(`CREATE ${kind} top_up_orders_counted AFTER INSERT OR DELETE ON top_up_orders
      ${timing} FOR EACH ROW EXECUTE FUNCTION order_daily_counts_track()`);
    // Most updates (payment refs, updated_at) leave the buckets alone and skip the function.
    await q.query(`CREATE ${kind} top_up_orders_recounted AFTER UPDATE ON top_up_orders
      ${timing} FOR EACH ROW WHEN (
        OLD.status IS DISTINCT FROM NEW.status OR OLD.country IS DISTINCT FROM NEW.country
        OR OLD.created_at IS DISTINCT FROM NEW.created_at
        OR OLD.amount_cents IS DISTINCT FROM NEW.amount_cents
        OR OLD.service_charge_cents IS DISTINCT FROM NEW.service_charge_cents
      ) EXECUTE FUNCTION order_daily_counts_track()`);
  }
}
