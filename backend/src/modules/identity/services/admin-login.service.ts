import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import type { Admin } from '../domain/admin';
import { IdentityErrors } from '../domain/identity.errors';
import { isEnrolled } from '../domain/second-factor';
import { AdminRepository } from '../ports/admin-repository.port';
import { PasswordHasher } from '../ports/password-hasher.port';
import { SecondFactorPolicyStore } from '../ports/second-factor-policy-store.port';
import { SecondFactorRepository } from '../ports/second-factor-repository.port';
import { LoginAttempts } from './login-attempts';
import { RecordAdminActionService } from './record-admin-action.service';

/**
 * After a right password: logged in ('session'), or a second step first: the authenticator's code
 * ('code'), or enrolling one because a master requires it ('enrol').
 */
export interface AdminLoginOutcome {
  admin: Admin;
  next: 'session' | 'code' | 'enrol';
}

/** Admin login: the password checked in the same time whether or not the e-mail is known. */
@Injectable()
export class AdminLoginService {
  private decoyHash?: Promise<string>;

  constructor(
    private readonly admins: AdminRepository,
    private readonly passwords: PasswordHasher,
    private readonly audit: RecordAdminActionService,
    private readonly attempts: LoginAttempts,
    private readonly factors: SecondFactorRepository,
    private readonly policy: SecondFactorPolicyStore,
  ) {}

  /** `ip` is the client's address: the per-account limit spares the admin's known places. */
  async login(email: string, password: string, ip: string): Promise<AdminLoginOutcome> {
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
    // The place becomes known, and the login is recorded, only once the whole login succeeded
    // (AdminSecondFactorLoginService): a stolen password alone earns neither.
    if (isEnrolled(await this.factors.find(admin.id))) return { admin, next: 'code' };
    if (await this.policy.required()) return { admin, next: 'enrol' };
    await this.loggedIn(admin, ip);
    return { admin, next: 'session' };
  }

  /** The end of every successful login, with or without a second step. */
  async loggedIn(admin: Admin, ip: string, detail?: string): Promise<void> {
    await this.attempts.recordSuccess('admin', admin.email, ip);
    await this.audit.record({
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'admin.login',
      ...(detail ? { detail } : {}),
    });
  }
}
