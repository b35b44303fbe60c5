import { Injectable } from '@nestjs/common';
import type { AdminActionRecord } from '../domain/admin-action';
import { AdminAuditLog } from '../ports/admin-audit-log.port';

const MAX_DETAIL = 500;

/** One printable line: no control characters (PostgreSQL refuses NUL in text). */
const clean = (text: string, max: number) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, max);

/**
 * Records an admin action in the audit log; every context with admin actions calls it. Details
 * are kept to one bounded line, since some carry what a person typed (a login e-mail).
 */
@Injectable()
export class RecordAdminActionService {
  constructor(private readonly log: AdminAuditLog) {}

  async record(record: AdminActionRecord): Promise<void> {
    await this.log.append({
      ...record,
      adminEmail: clean(record.adminEmail, 320),
      detail: clean(record.detail ?? '', MAX_DETAIL),
    });
  }
}
