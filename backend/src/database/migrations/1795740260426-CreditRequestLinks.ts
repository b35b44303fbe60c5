import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Credit requests that can be paid (docs/decisions.md#request-link): each new request
 * keeps the SHA-256 of its link's random token (never the token), and an order remembers the
 * request it answers and when the requester was told it was sent (the mail goes once).
 */
export class CreditRequestLinks1795740260426 implements MigrationInterface {
  name = 'CreditRequestLinks1795740260426';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE credit_requests ADD COLUMN link_token_hash text`);
    await q.query(
      `CREATE UNIQUE INDEX credit_requests_link_token_hash ON credit_requests (link_token_hash)`,
    );
    await q.query(`ALTER TABLE top_up_orders
      ADD COLUMN credit_request_id uuid REFERENCES credit_requests (id) ON DELETE SET NULL,
      ADD COLUMN credit_request_mailed_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE top_up_orders
      DROP COLUMN credit_request_mailed_at,
      DROP COLUMN credit_request_id`);
    await q.query('DROP INDEX credit_requests_link_token_hash');
    await q.query('ALTER TABLE credit_requests DROP COLUMN link_token_hash');
  }
}
