import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Customers and admins (identity), and the dev mailbox (mailer). */
export class InitialSchema1763740800000 implements MigrationInterface {
  name = 'InitialSchema1763740800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE customers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      fullname text NOT NULL,
      telephone text NOT NULL,
      email text NOT NULL UNIQUE CHECK (email = lower(email)),
      password_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE admins (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      fullname text NOT NULL,
      email text NOT NULL UNIQUE CHECK (email = lower(email)),
      password_hash text NOT NULL,
      type text NOT NULL DEFAULT 'admin',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE dev_mails (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      to_address text NOT NULL,
      from_address text NOT NULL,
      reply_to text,
      subject text NOT NULL,
      text text NOT NULL,
      html text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX dev_mails_to_idx ON dev_mails (to_address, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE dev_mails');
    await q.query('DROP TABLE admins');
    await q.query('DROP TABLE customers');
  }
}
