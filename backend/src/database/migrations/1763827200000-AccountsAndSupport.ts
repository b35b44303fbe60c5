import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One-time codes (identity), contact messages and credit requests (support). */
export class AccountsAndSupport1763827200000 implements MigrationInterface {
  name = 'AccountsAndSupport1763827200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE one_time_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      purpose text NOT NULL CHECK (purpose IN ('signup', 'reset', 'email_change')),
      email text NOT NULL,
      customer_id uuid REFERENCES customers(id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      failed_attempts int NOT NULL DEFAULT 0,
      expires_at timestamptz NOT NULL,
      verified_at timestamptz,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX one_time_codes_lookup_idx ON one_time_codes (purpose, email)`);
    await q.query(`CREATE TABLE contact_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      firstname text NOT NULL,
      lastname text NOT NULL,
      email text NOT NULL,
      message text NOT NULL,
      sent_to text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE credit_requests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      requestor_name text NOT NULL,
      requestor_tele text NOT NULL,
      requestor_email text NOT NULL,
      requestee_name text NOT NULL,
      requestee_email text NOT NULL,
      message text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE credit_requests');
    await q.query('DROP TABLE contact_messages');
    await q.query('DROP TABLE one_time_codes');
  }
}
