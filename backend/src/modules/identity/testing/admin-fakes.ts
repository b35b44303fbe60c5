import type { AdminActionRecord } from '../domain/admin-action';
import type { Admin } from '../domain/admin';
import { AdminAuditLog } from '../ports/admin-audit-log.port';
import {
  AdminListQuery,
  AdminPage,
  AdminRepository,
  NewAdmin,
} from '../ports/admin-repository.port';
import { PasswordHasher } from '../ports/password-hasher.port';

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
const nextId = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

export const anAdmin = (changes: Partial<Admin> = {}): Admin => {
  const id = nextId();
  return {
    id,
    fullname: 'Abebe Admin',
    email: `admin${n}@example.com`,
    type: 'admin',
    passwordHash: 'h:Admin#2026',
    sessionEpoch: 0,
    ...changes,
  };
};

/** Admin accounts in memory, with the SQL repository's rules (unique e-mail, last master). */
export class MemoryAdminRepository extends AdminRepository {
  readonly all: Admin[];

  constructor(admins: Admin[] = []) {
    super();
    this.all = admins.map((a) => ({ ...a }));
  }

  async findById(id: string) {
    return this.copy(this.all.find((a) => a.id === id));
  }

  async findByEmail(email: string) {
    return this.copy(this.all.find((a) => a.email === email.toLowerCase()));
  }

  async count() {
    return this.all.length;
  }

  async list({ offset, limit, q, sort }: AdminListQuery): Promise<AdminPage> {
    const needle = q?.toLowerCase();
    const matching = this.all.filter(
      (a) => !needle || a.fullname.toLowerCase().includes(needle) || a.email.includes(needle),
    );
    const other = sort.field === 'email' ? 'fullname' : 'email';
    const sign = sort.order === 'DESC' ? -1 : 1;
    matching.sort(
      (a, b) =>
        sign * (a[sort.field].localeCompare(b[sort.field]) || a[other].localeCompare(b[other])) ||
        a.id.localeCompare(b.id),
    );
    return {
      count: matching.length,
      admins: matching.slice(offset, offset + limit).map((a) => ({ ...a })),
    };
  }

  async insert(admin: NewAdmin) {
    if (this.all.some((a) => a.email === admin.email.toLowerCase())) return 'email_taken' as const;
    const created: Admin = { id: nextId(), sessionEpoch: 0, ...admin };
    this.all.push(created);
    return { ...created };
  }

  async updateProfile(id: string, profile: { fullname: string; email: string }) {
    const admin = this.all.find((a) => a.id === id);
    if (!admin) return 'not_found' as const;
    if (this.all.some((a) => a.id !== id && a.email === profile.email.toLowerCase()))
      return 'email_taken' as const;
    Object.assign(admin, profile);
    return { ...admin };
  }

  async changePassword(id: string, passwordHash: string) {
    const admin = this.all.find((a) => a.id === id);
    if (!admin) return 'not_found' as const;
    admin.passwordHash = passwordHash;
    admin.sessionEpoch += 1;
    return { ...admin };
  }

  async deleteUnlessLastMaster(id: string) {
    const index = this.all.findIndex((a) => a.id === id);
    if (index < 0) return 'not_found' as const;
    const admin = this.all[index];
    const masters = this.all.filter((a) => a.type === 'master').length;
    if (admin.type === 'master' && masters <= 1) return 'last_master' as const;
    this.all.splice(index, 1);
    return admin;
  }

  private copy(admin: Admin | undefined): Admin | null {
    return admin ? { ...admin } : null;
  }
}
