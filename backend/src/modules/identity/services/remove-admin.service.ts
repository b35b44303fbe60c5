import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import type { Admin, AdminView } from '../domain/admin';
import { IdentityErrors } from '../domain/identity.errors';
import { AdminRepository } from '../ports/admin-repository.port';
import { RecordAdminActionService } from './record-admin-action.service';

/**
 * A master admin deletes an admin (docs/specification.md#list-of-admins: never oneself, never the
 * last master). The
 * admin's sessions end with the row: every request re-reads the admin of its session.
 */
@Injectable()
export class RemoveAdminService {
  constructor(
    private readonly admins: AdminRepository,
    private readonly audit: RecordAdminActionService,
  ) {}

  async remove(by: Pick<AdminView, 'id' | 'email'>, id: string): Promise<Admin> {
    if (id.toLowerCase() === by.id.toLowerCase()) {
      throw new DomainError(IdentityErrors.ADMIN_SELF_DELETE);
    }
    const removed = await this.admins.deleteUnlessLastMaster(id);
    if (removed === 'not_found') throw new DomainError(IdentityErrors.ADMIN_NOT_FOUND);
    if (removed === 'last_master') throw new DomainError(IdentityErrors.LAST_MASTER_ADMIN);
    await this.audit.record({
      adminId: by.id,
      adminEmail: by.email,
      action: 'admin.deleted',
      detail: `${removed.email} (${removed.type})`,
    });
    return removed;
  }
}
