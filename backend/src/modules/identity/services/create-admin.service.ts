import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import type { Admin, AdminType } from '../domain/admin';
import { IdentityErrors } from '../domain/identity.errors';
import { AdminRepository } from '../ports/admin-repository.port';
import { PasswordHasher } from '../ports/password-hasher.port';
import { RecordAdminActionService } from './record-admin-action.service';

export interface NewAdminRequest {
  fullname: string;
  email: string;
  /**
   * In clear; the rules (docs/specification.md#admin-validation checklist) were checked at the
   * edge.
   */
  password: string;
  type: AdminType;
}

/** Who creates the admin: a master admin in the back office, or the operator (CLI, start). */
export type AdminCreator = { adminId: string; adminEmail: string } | { system: string };

/**
 * Creates an admin account: createAdmin and `POST /admins` (master admins), `npm run
 * admin:create` and the first master admin from ADMIN_EMAIL / ADMIN_PASSWORD.
 */
@Injectable()
export class CreateAdminService {
  constructor(
    private readonly admins: AdminRepository,
    private readonly passwords: PasswordHasher,
    private readonly audit: RecordAdminActionService,
  ) {}

  async create(request: NewAdminRequest, by: AdminCreator): Promise<Admin> {
    const email = request.email.trim().toLowerCase();
    // Checked before the (slow) hashing; the unique index still decides a race.
    if (await this.admins.findByEmail(email)) {
      throw new DomainError(IdentityErrors.ADMIN_EMAIL_IN_USE);
    }
    const created = await this.admins.insert({
      fullname: request.fullname.trim(),
      email,
      type: request.type,
      passwordHash: await this.passwords.hash(request.password),
    });
    if (created === 'email_taken') throw new DomainError(IdentityErrors.ADMIN_EMAIL_IN_USE);
    await this.audit.record({
      ...('system' in by ? { adminId: null, adminEmail: by.system } : by),
      action: 'admin.created',
      detail: `${created.email} (${created.type})`,
    });
    return created;
  }
}
