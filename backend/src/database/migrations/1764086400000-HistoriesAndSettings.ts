import type { MigrationInterface, QueryRunner } from 'typeorm';

/** International call records (made in the Android app) and the back office's settings. */
export class HistoriesAndSettings1764086400000 implements MigrationInterface {
  name = 'HistoriesAndSettings1764086400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE call_transactions (
      id bigserial PRIMARY KEY,
      customer_id uuid NOT NULL REFERENCES customers(id),
      amount_cents int NOT NULL CHECK (amount_cents >= 0),
      completed_at timestamptz NOT NULL
    )`);
    await q.query(
      `CREATE INDEX call_transactions_customer_idx ON call_transactions (customer_id, completed_at DESC)`,
    );
    await q.query(
      `CREATE TABLE settings (key text PRIMARY KEY, value jsonb NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())`,
    );
    await q.query(`INSERT INTO settings (key, value) VALUES ('configWeb', 'true')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE settings');
    await q.query('DROP TABLE call_transactions');
  }
}
