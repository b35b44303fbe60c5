import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import type { Admin } from '../domain/admin';
import { IdentityErrors } from '../domain/identity.errors';
import { AdminRepository } from '../ports/admin-repository.port';
import { PasswordHasher } from '../ports/password-hasher.port';
import { RecordAdminActionService } from './record-admin-action.service';

/**
 * An admin changes their own password. The session epoch goes up, which ends every session
 * of theirs; the caller starts a new one with the admin this answers (the new epoch).
 */
@Injectable()
export class ChangeAdminPasswordService {
  constructor(
    private readonly admins: AdminRepository,
    private readonly passwords: PasswordHasher,
    private readonly audit: RecordAdminActionService,
  ) {}

  async change(adminId: string, oldPassword: string, newPassword: string): Promise<Admin> {
    const admin = await this.admins.findById(adminId);
    if (!admin) throw new DomainError(IdentityErrors.NOT_LOGGED_IN);
    if (!(await this.passwords.verify(admin.passwordHash, oldPassword))) {
      throw new DomainError(IdentityErrors.ADMIN_OLD_PASSWORD_INVALID);
    }
    const changed = await this.admins.changePassword(
      admin.id,
      await this.passwords.hash(newPassword),
    );
    // Deleted between the two reads: the same as not being logged in.
    if (changed === 'not_found') throw new DomainError(IdentityErrors.NOT_LOGGED_IN);
    await this.audit.record({
      adminId: changed.id,
      adminEmail: changed.email,
      action: 'admin.password_changed',
    });
    return changed;
  }
}
