import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import type { Admin } from '../domain/admin';
import { IdentityErrors } from '../domain/identity.errors';
import { AdminRepository } from '../ports/admin-repository.port';
import { RecordAdminActionService } from './record-admin-action.service';

export interface AdminProfile {
  fullname: string;
  email: string;
}

/** An admin changes their own name and e-mail (docs/specification.md#admin-profile). */
@Injectable()
export class UpdateAdminProfileService {
  constructor(
    private readonly admins: AdminRepository,
    private readonly audit: RecordAdminActionService,
  ) {}

  async update(adminId: string, profile: AdminProfile): Promise<Admin> {
    const before = await this.admins.findById(adminId);
    if (!before) throw new DomainError(IdentityErrors.NOT_LOGGED_IN);
    const email = profile.email.trim().toLowerCase();
    const fullname = profile.fullname.trim();
    // Checked first for the common case; the unique index decides a race (typed outcome).
    const owner = await this.admins.findByEmail(email);
    if (owner && owner.id !== adminId) throw new DomainError(IdentityErrors.ADMIN_EMAIL_IN_USE);
    const updated = await this.admins.updateProfile(adminId, { fullname, email });
    if (updated === 'email_taken') throw new DomainError(IdentityErrors.ADMIN_EMAIL_IN_USE);
    if (updated === 'not_found') throw new DomainError(IdentityErrors.NOT_LOGGED_IN);
    await this.audit.record({
      adminId: updated.id,
      adminEmail: updated.email,
      action: 'admin.profile_updated',
      detail: describeChange(before, updated),
    });
    return updated;
  }
}

/** What changed, for the audit log (the old e-mail matters once the address is gone). */
function describeChange(before: Admin, after: Admin): string {
  const changes: string[] = [];
  if (before.email !== after.email) changes.push(`email ${before.email} -> ${after.email}`);
  if (before.fullname !== after.fullname)
    changes.push(`name ${before.fullname} -> ${after.fullname}`);
  return changes.join('; ') || 'no change';
}
