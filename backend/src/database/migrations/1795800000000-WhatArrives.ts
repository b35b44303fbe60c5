import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What arrives and the operators' promotions (docs/specification.md): on the offer,
 * what the recipient receives and the promotions with their dates (the one shown is decided when
 * offers are served); on the order, what arrives as it was at checkout, so the receipt and the
 * history read the order rather than today's catalogue. Null for what was kept before.
 */
export class WhatArrives1795800000000 implements MigrationInterface {
  name = 'WhatArrives1795800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE offers ADD COLUMN what_arrives jsonb,
      ADD COLUMN promotions jsonb NOT NULL DEFAULT '[]'`);
    await q.query(`ALTER TABLE top_up_orders ADD COLUMN what_arrives jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE top_up_orders DROP COLUMN what_arrives`);
    await q.query(`ALTER TABLE offers DROP COLUMN what_arrives, DROP COLUMN promotions`);
  }
}
