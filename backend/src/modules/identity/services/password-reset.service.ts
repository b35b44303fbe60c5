import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { IdentityErrors } from '../domain/identity.errors';
import { CustomerRepository } from '../ports/customer-repository.port';
import { PasswordHasher } from '../ports/password-hasher.port';
import { SessionRevoker } from '../ports/session-revoker.port';
import { LoginAttempts } from './login-attempts';
import { CodeErrors, OneTimeCodesService } from './one-time-codes.service';

const RESET: CodeErrors = {
  invalid: IdentityErrors.RESET_CODE_INVALID,
  expired: IdentityErrors.RESET_CODE_EXPIRED,
};

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly codes: OneTimeCodesService,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionRevoker,
    private readonly attempts: LoginAttempts,
  ) {}

  /**
   * Mails a reset code to a registered address; an unknown one is refused as the specification
   * says (404 "Email does not exist!", docs/specification.md#customer-errors). Probing addresses
   * this way is
   * bounded by the route's per-IP limits. Inside the code-mail interval or over the daily cap
   * nothing is mailed: answers false, and the code mailed before stays valid.
   */
  async sendCode(email: string): Promise<boolean> {
    const customer = await this.customers.findByEmail(email);
    if (!customer) throw new DomainError(IdentityErrors.EMAIL_NOT_FOUND);
    // The account's language: the code goes to its owner, whoever asks (docs/decisions.md).
    return this.codes.issue('reset', email, customer.id, customer.language);
  }

  /** `ip`: the client's place; wrong codes count per place (OneTimeCodesService). */
  async verifyCode(email: string, code: string, ip: string): Promise<void> {
    await this.codes.verify('reset', email, { typed: code, ip }, RESET);
  }

  /**
   * Sets the new password with the verified code, spending it. The customer proved the mailbox
   * from `ip`, which becomes a known place for logins (LoginAttempts).
   */
  async reset(email: string, code: string, newPassword: string, ip: string): Promise<void> {
    const verified = await this.codes.requireVerified('reset', email, { typed: code, ip }, RESET);
    const customer = await this.customers.findByEmail(email);
    if (!customer) throw new DomainError(IdentityErrors.RESET_CODE_INVALID);
    const result = await this.customers.setPasswordWithCode(
      customer.id,
      await this.passwords.hash(newPassword),
      verified.id,
    );
    if (result !== 'ok') throw new DomainError(IdentityErrors.RESET_CODE_INVALID);
    await this.sessions.revokeCustomerSessions(customer.id);
    await this.attempts.recordSuccess('customer', email, ip);
  }
}
