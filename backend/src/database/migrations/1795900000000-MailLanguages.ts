import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language mails are written in (docs/decisions.md#mail-language): the customer's,
 * set at sign-up and by PUT /api/user/language; a credit request's and a course payment's, the
 * language of whoever made it. English for everything kept before, as it was written then.
 */
export class MailLanguages1795900000000 implements MigrationInterface {
  name = 'MailLanguages1795900000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['customers', 'credit_requests', 'mvm_payments']) {
      // No CHECK of the codes: adding a language needs no migration, and readers take an unknown
      // code as English (shared/domain/language.ts, languageOr).
      await q.query(`ALTER TABLE ${table} ADD COLUMN language text NOT NULL DEFAULT 'en'`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['mvm_payments', 'credit_requests', 'customers']) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN language`);
    }
  }
}
