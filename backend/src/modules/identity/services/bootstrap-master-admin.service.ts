import { Injectable } from '@nestjs/common';
import type { Admin } from '../domain/admin';
import { AdminRepository } from '../ports/admin-repository.port';
import { CreateAdminService } from './create-admin.service';
import { DomainError } from '@shared/domain/domain-error';
import { IdentityErrors } from '../domain/identity.errors';

/**
 * The first master admin of a new install, from ADMIN_EMAIL / ADMIN_PASSWORD
 * (docs/specification.md#first-master-admin):
 * only while no admin exists, so the variables can stay set without ever resetting anything.
 */
@Injectable()
export class BootstrapMasterAdminService {
  constructor(
    private readonly admins: AdminRepository,
    private readonly creation: CreateAdminService,
  ) {}

  /** The admin it created, or null when admins exist already (or another instance won). */
  async createIfNone(credentials: {
    email: string;
    password: string;
    fullname: string;
  }): Promise<Admin | null> {
    if ((await this.admins.count()) > 0) return null;
    try {
      return await this.creation.create(
        { ...credentials, type: 'master' },
        { system: 'system:ADMIN_EMAIL' },
      );
    } catch (err) {
      // Two instances starting together: the second finds the address taken, which is fine.
      if (err instanceof DomainError && err.code === IdentityErrors.ADMIN_EMAIL_IN_USE) return null;
      throw err;
    }
  }
}
