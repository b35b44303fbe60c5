import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The catalogue: DT One products with our prices (integer cents). */
export class Offers1763913600000 implements MigrationInterface {
  name = 'Offers1763913600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE offers (
      product_id text PRIMARY KEY,
      product_name text NOT NULL,
      promotion_bonus text NOT NULL DEFAULT '',
      amount_cents int NOT NULL CHECK (amount_cents > 0),
      service_charge_cents int NOT NULL CHECK (service_charge_cents >= 0),
      service text NOT NULL,
      sub_service text,
      operator_id text NOT NULL,
      operator_name text NOT NULL,
      operator_country text NOT NULL,
      country_iso3 text NOT NULL,
      destination_amount text NOT NULL,
      destination_unit text NOT NULL,
      wholesale_cents int,
      active boolean NOT NULL DEFAULT true,
      last_seen_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(
      `CREATE INDEX offers_active_idx ON offers (operator_country, operator_name) WHERE active`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE offers');
  }
}
