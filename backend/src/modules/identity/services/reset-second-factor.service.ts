import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import type { AdminView } from '../domain/admin';
import { IdentityErrors } from '../domain/identity.errors';
import { isEnrolled } from '../domain/second-factor';
import { AdminRepository } from '../ports/admin-repository.port';
import { SecondFactorRepository } from '../ports/second-factor-repository.port';
import { RecordAdminActionService } from './record-admin-action.service';

/**
 * A master removes another admin's second factor (a lost phone, and no recovery code left): the
 * admin logs in with the password again, and enrols anew (at once, if the rule requires it).
 * Not one's own: a stolen session must not be able to switch it off
 * (docs/decisions.md#lost-phone).
 */
@Injectable()
export class ResetSecondFactorService {
  constructor(
    private readonly admins: AdminRepository,
    private readonly factors: SecondFactorRepository,
    private readonly audit: RecordAdminActionService,
  ) {}

  async reset(master: Pick<AdminView, 'id' | 'email'>, adminId: string): Promise<void> {
    if (adminId === master.id) throw new DomainError(IdentityErrors.TOTP_SELF_RESET);
    const admin = await this.admins.findById(adminId);
    if (!admin) throw new DomainError(IdentityErrors.ADMIN_NOT_FOUND);
    if (!isEnrolled(await this.factors.find(admin.id)))
      throw new DomainError(IdentityErrors.TOTP_NOT_ENROLLED);
    await this.factors.remove(admin.id);
    await this.audit.record({
      adminId: master.id,
      adminEmail: master.email,
      action: 'admin.totp_reset',
      detail: admin.email,
    });
  }
}
