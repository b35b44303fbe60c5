import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import type { Admin } from '../domain/admin';
import { IdentityErrors } from '../domain/identity.errors';
import { AdminRepository } from '../ports/admin-repository.port';
import { PasswordHasher } from '../ports/password-hasher.port';
import { LoginAttempts } from './login-attempts';
import { RecordAdminActionService } from './record-admin-action.service';

/** Admin login: the password checked in the same time whether or not the e-mail is known. */
@Injectable()
export class AdminLoginService {
  private decoyHash?: Promise<string>;

  constructor(
    private readonly admins: AdminRepository,
    private readonly passwords: PasswordHasher,
    private readonly audit: RecordAdminActionService,
    private readonly attempts: LoginAttempts,
  ) {}

  /** `ip` is the client's address: the per-account limit spares the admin's known places. */
  async login(email: string, password: string, ip: string): Promise<Admin> {
    await this.attempts.assertMayTry('admin', email, ip);
    const admin = await this.admins.findByEmail(email);
    this.decoyHash ??= this.passwords.hash('decoy-password-for-timing');
    const ok = await this.passwords.verify(admin?.passwordHash ?? (await this.decoyHash), password);
    if (!admin || !ok) {
      await this.attempts.recordFailure('admin', email);
      await this.audit.record({
        adminId: admin?.id ?? null,
        adminEmail: email,
        action: 'admin.login_failed',
      });
      throw new DomainError(IdentityErrors.INVALID_CREDENTIALS);
    }
    await this.attempts.recordSuccess('admin', email, ip);
    await this.audit.record({ adminId: admin.id, adminEmail: admin.email, action: 'admin.login' });
    return admin;
  }
}
