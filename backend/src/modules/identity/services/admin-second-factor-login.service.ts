import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import type { Admin } from '../domain/admin';
import { IdentityErrors } from '../domain/identity.errors';
import {
  isEnrolled,
  PENDING_LOGIN_CODE_TRIES,
  PENDING_LOGIN_TTL_SECONDS,
  readSecondFactorCode,
  type SecondFactor,
} from '../domain/second-factor';
import type { PendingAdminLogin } from '../domain/session';
import { AdminRepository } from '../ports/admin-repository.port';
import { AttemptCounters } from '../ports/attempt-counters.port';
import { CodeHasher } from '../ports/code-hasher.port';
import { SecondFactorRepository } from '../ports/second-factor-repository.port';
import { SecretCipher } from '../ports/secret-cipher.port';
import { TotpAuthenticator } from '../ports/totp-authenticator.port';
import { AdminLoginService } from './admin-login.service';
import { ConfirmTotpEnrolmentService } from './confirm-totp-enrolment.service';
import { LoginAttempts } from './login-attempts';
import { RecordAdminActionService } from './record-admin-action.service';
import { StartTotpEnrolmentService, type TotpEnrolment } from './start-totp-enrolment.service';

const triesKey = (pending: PendingAdminLogin) => `login-code-tries:${pending.id}`;

/**
 * The login's second step (docs/specification.md#admin-login): the authenticator's code or a
 * recovery code, or, when a master requires a second factor of an admin who has none, enrolling
 * one there and then. A wrong code counts as a wrong password does (LoginAttempts, the audit
 * log), and a pending login takes PENDING_LOGIN_CODE_TRIES wrong codes before the password is
 * asked again.
 */
@Injectable()
export class AdminSecondFactorLoginService {
  constructor(
    private readonly admins: AdminRepository,
    private readonly factors: SecondFactorRepository,
    private readonly totp: TotpAuthenticator,
    private readonly cipher: SecretCipher,
    private readonly hasher: CodeHasher,
    private readonly attempts: LoginAttempts,
    private readonly counters: AttemptCounters,
    private readonly audit: RecordAdminActionService,
    private readonly logins: AdminLoginService,
    private readonly enrolmentStart: StartTotpEnrolmentService,
    private readonly enrolmentConfirm: ConfirmTotpEnrolmentService,
  ) {}

  /** Step 'code': the 6 digits of the app, or one recovery code (spent). */
  async verify(pending: PendingAdminLogin, typed: string, ip: string): Promise<Admin> {
    const admin = await this.mayTry(pending, 'code', ip);
    const factor = await this.factors.find(admin.id);
    // Reset by a master meanwhile: the login starts again (and leads to enrolling if required).
    if (!isEnrolled(factor)) throw new DomainError(IdentityErrors.TOTP_LOGIN_EXPIRED);
    const accepted = await this.accepts(admin, factor, typed);
    if (!accepted) await this.failed(pending, admin);
    await this.logins.loggedIn(admin, ip, accepted === 'recovery' ? 'with a recovery code' : '');
    return admin;
  }

  /** Step 'enrol': the new secret for the app. */
  async startEnrolment(pending: PendingAdminLogin, ip: string): Promise<TotpEnrolment> {
    const admin = await this.mayTry(pending, 'enrol', ip);
    return this.enrolmentStart.start(admin);
  }

  /** Step 'enrol': the app's first code turns the second factor on and ends the login. */
  async confirmEnrolment(
    pending: PendingAdminLogin,
    code: string,
    ip: string,
  ): Promise<{ admin: Admin; recoveryCodes: string[] }> {
    const admin = await this.mayTry(pending, 'enrol', ip);
    let recoveryCodes: string[];
    try {
      recoveryCodes = await this.enrolmentConfirm.confirm(admin, code);
    } catch (err) {
      if (err instanceof DomainError && err.code === IdentityErrors.TOTP_ENROL_CODE_INVALID)
        return this.failed(pending, admin);
      throw err;
    }
    await this.logins.loggedIn(admin, ip);
    return { admin, recoveryCodes };
  }

  /** The pending login's admin, if it is still the one that gave the password. */
  private async mayTry(
    pending: PendingAdminLogin,
    step: PendingAdminLogin['step'],
    ip: string,
  ): Promise<Admin> {
    const expired = () => new DomainError(IdentityErrors.TOTP_LOGIN_EXPIRED);
    if (pending.step !== step) throw expired();
    const admin = await this.admins.findById(pending.adminId);
    if (!admin || admin.sessionEpoch !== pending.epoch) throw expired();
    await this.attempts.assertMayTry('admin', admin.email, ip);
    if ((await this.counters.count(triesKey(pending))) >= PENDING_LOGIN_CODE_TRIES) throw expired();
    return admin;
  }

  private async accepts(
    admin: Admin,
    factor: SecondFactor,
    typed: string,
  ): Promise<'totp' | 'recovery' | false> {
    const code = readSecondFactorCode(typed);
    if (code.kind === 'totp') {
      const secret = this.cipher.open(factor.sealedSecret);
      const step = this.totp.matchingStep(secret, code.code, factor.lastStep);
      // claimStep is the atomic check: two logins racing with one code, only one gets in.
      return step !== null && (await this.factors.claimStep(admin.id, step)) ? 'totp' : false;
    }
    if (
      !code.code ||
      !(await this.factors.spendRecoveryCode(admin.id, this.hasher.hash(code.code)))
    )
      return false;
    await this.audit.record({
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'admin.recovery_code_used',
      detail: `${factor.recoveryCodeHashes.length - 1} left`,
    });
    return 'recovery';
  }

  private async failed(pending: PendingAdminLogin, admin: Admin): Promise<never> {
    await this.attempts.recordFailure('admin', admin.email);
    await this.counters.add(triesKey(pending), PENDING_LOGIN_TTL_SECONDS * 1000);
    await this.audit.record({
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'admin.login_failed',
      detail: 'wrong authentication code',
    });
    throw new DomainError(IdentityErrors.TOTP_CODE_INVALID);
  }
}
