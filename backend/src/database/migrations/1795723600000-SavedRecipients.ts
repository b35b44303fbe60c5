import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The customers' saved recipients (docs/specification.md#saved-recipients): one row
 * per number in a customer's book, gone with the customer. The product last paid for to a number
 * is read from top_up_orders, not copied here; the index below serves that read and the
 * wrong-number check.
 */
export class SavedRecipients1795723600000 implements MigrationInterface {
  name = 'SavedRecipients1795723600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE saved_recipients (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
      telenumber text NOT NULL,
      country text NOT NULL,
      operator_name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (customer_id, telenumber)
    )`);
    await q.query(
      `CREATE INDEX top_up_orders_customer_number_idx ON top_up_orders (customer_id, telenumber, paid_at DESC) WHERE paid_at IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX top_up_orders_customer_number_idx');
    await q.query('DROP TABLE saved_recipients');
  }
}
