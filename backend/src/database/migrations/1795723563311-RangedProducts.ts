import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ranged-value products (docs/specification.md#ranged-products): an offer of kind
 * `ranged` keeps its range and DT One's rates (`range`, docs/decisions.md#ranged-products),
 * and an order of one keeps the USD amount the sender typed (`sent_cents`, DT One's source
 * amount), which fulfilment sends with calculation_mode SOURCE_AMOUNT.
 */
export class RangedProducts1795723563311 implements MigrationInterface {
  name = 'RangedProducts1795723563311';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE offers DROP CONSTRAINT offers_kind_check`);
    await q.query(`ALTER TABLE offers
      ADD CONSTRAINT offers_kind_check CHECK (kind IN ('fixed', 'pin', 'ranged')),
      ADD COLUMN range jsonb,
      ADD CONSTRAINT offers_range_check CHECK ((kind = 'ranged') = (range IS NOT NULL))`);
    await q.query(`ALTER TABLE top_up_orders
      ADD COLUMN sent_cents integer CHECK (sent_cents > 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE top_up_orders DROP COLUMN sent_cents');
    await q.query(`ALTER TABLE offers DROP CONSTRAINT offers_range_check, DROP COLUMN range,
      DROP CONSTRAINT offers_kind_check`);
    await q.query(
      `ALTER TABLE offers ADD CONSTRAINT offers_kind_check CHECK (kind IN ('fixed', 'pin'))`,
    );
  }
}
