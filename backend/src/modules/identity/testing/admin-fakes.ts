import type { AdminActionRecord } from '../domain/admin-action';
import type { Admin } from '../domain/admin';
import { AdminAuditLog } from '../ports/admin-audit-log';
import { PasswordHasher } from '../ports/password-hasher';

/** Audit log in memory: what was appended, in order. */
export class MemoryAuditLog extends AdminAuditLog {
  readonly records: AdminActionRecord[] = [];
  async append(record: AdminActionRecord) {
    this.records.push(record);
  }
}

/** A hasher that is readable in specs: hash(p) = 'h:' + p. */
export class PlainHasher extends PasswordHasher {
  async hash(password: string) {
    return `h:${password}`;
  }
  async verify(hash: string, password: string) {
    return hash === `h:${password}`;
  }
}

let n = 0;
export const anAdmin = (changes: Partial<Admin> = {}): Admin => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  fullname: 'Abebe Admin',
  email: `admin${n}@example.com`,
  type: 'admin',
  passwordHash: 'h:Admin#2026',
  sessionEpoch: 0,
  ...changes,
});
