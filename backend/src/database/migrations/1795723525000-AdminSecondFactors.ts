import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admins' second factor (docs/specification.md#admin-login): the TOTP secret sealed with
 * TOTP_ENCRYPTION_KEY, the enrolment time (null while it waits for its first code), the last
 * accepted time step (no code is accepted twice), the recovery codes' hashes; and the master's
 * site-wide rule in `settings`, off.
 */
export class AdminSecondFactors1795723525000 implements MigrationInterface {
  name = 'AdminSecondFactors1795723525000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE admin_second_factors (
      admin_id uuid PRIMARY KEY REFERENCES admins (id) ON DELETE CASCADE,
      sealed_secret text NOT NULL,
      enrolled_at timestamptz,
      last_step bigint,
      recovery_code_hashes text[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(
      `INSERT INTO settings (key, value) VALUES ('adminTotpRequired', 'false') ON CONFLICT DO NOTHING`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM settings WHERE key = 'adminTotpRequired'`);
    await q.query('DROP TABLE admin_second_factors');
  }
}
