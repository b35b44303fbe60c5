import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin sessions that can be ended (a session epoch per admin) and the audit log of admin
 * actions, which master admins read.
 */
export class BackOffice1764172800000 implements MigrationInterface {
  name = 'BackOffice1764172800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE admins ADD COLUMN session_epoch int NOT NULL DEFAULT 0`);
    await q.query(`UPDATE admins SET type = 'admin' WHERE type <> 'master'`);
    await q.query(
      `ALTER TABLE admins ADD CONSTRAINT admins_type_check CHECK (type IN ('master', 'admin'))`,
    );
    await q.query(`CREATE TABLE admin_audit_log (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      admin_id uuid REFERENCES admins(id) ON DELETE SET NULL,
      admin_email text NOT NULL,
      action text NOT NULL,
      detail text NOT NULL DEFAULT ''
    )`);
    await q.query(`CREATE INDEX admin_audit_log_at_idx ON admin_audit_log (at DESC, id DESC)`);
    await q.query(
      `CREATE INDEX admin_audit_log_action_idx ON admin_audit_log (action, at DESC, id DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE admin_audit_log');
    await q.query('ALTER TABLE admins DROP CONSTRAINT admins_type_check');
    await q.query('ALTER TABLE admins DROP COLUMN session_epoch');
  }
}
