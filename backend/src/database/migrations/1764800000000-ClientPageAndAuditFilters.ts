import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The client page's Mvm payments, found by the payer's e-mail in any case, newest first; the
 * audit log filtered by an admin's e-mail, newest first (its date filter is a range of the
 * existing (at, id) index, or of this one with an admin).
 */
export class ClientPageAndAuditFilters1764800000000 implements MigrationInterface {
  name = 'ClientPageAndAuditFilters1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX mvm_payments_payer_email_idx ON mvm_payments (lower(payer_email), created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX admin_audit_log_admin_idx ON admin_audit_log (lower(admin_email), at DESC, id DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX admin_audit_log_admin_idx');
    await q.query('DROP INDEX mvm_payments_payer_email_idx');
  }
}
