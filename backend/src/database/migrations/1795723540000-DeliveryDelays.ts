import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Delayed top-ups (docs/specification.md#delayed-top-ups): when the customer was told the
 * top-up is late (delay_noticed_at, written once: the mail goes with the first write only), when
 * the time limit was reached (time_limit_at: fulfilment then cancels at DT One and refunds), and
 * DT One's operator_reference for the receipt. The partial index serves the delay sweep.
 * The DT One sandbox's transactions can be cancelled (cancelled_at), as DT One's can.
 */
export class DeliveryDelays1795723540000 implements MigrationInterface {
  name = 'DeliveryDelays1795723540000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE top_up_orders ADD COLUMN delay_noticed_at timestamptz,
      ADD COLUMN time_limit_at timestamptz, ADD COLUMN operator_reference text`);
    await q.query(`CREATE INDEX top_up_orders_sending_idx ON top_up_orders (paid_at)
      WHERE status IN ('PAID','SUBMITTED')`);
    await q.query(`ALTER TABLE dtone_sandbox_transactions ADD COLUMN cancelled_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE dtone_sandbox_transactions DROP COLUMN cancelled_at`);
    await q.query('DROP INDEX top_up_orders_sending_idx');
    await q.query(`ALTER TABLE top_up_orders DROP COLUMN delay_noticed_at,
      DROP COLUMN time_limit_at, DROP COLUMN operator_reference`);
  }
}
