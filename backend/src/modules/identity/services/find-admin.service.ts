import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import type { Admin } from '../domain/admin';
import { IdentityErrors } from '../domain/identity.errors';
import { AdminRepository } from '../ports/admin-repository.port';

/** One admin by id, for the react-admin `admins` resource (`GET /admins/{id}`). */
@Injectable()
export class FindAdminService {
  constructor(private readonly admins: AdminRepository) {}

  async byId(id: string): Promise<Admin> {
    const admin = await this.admins.findById(id);
    if (!admin) throw new DomainError(IdentityErrors.ADMIN_NOT_FOUND);
    return admin;
  }
}
