import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import { IdentityErrors } from '../domain/identity.errors';
import { CustomerRepository } from '../ports/customer.repository';
import { PasswordHasher } from '../ports/password-hasher';
import { SessionRevoker } from '../ports/session-revoker';
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
  ) {}

  async sendCode(email: string): Promise<void> {
    const customer = await this.customers.findByEmail(email);
    if (!customer) throw new DomainError(IdentityErrors.EMAIL_NOT_FOUND);
    await this.codes.issue('reset', email, customer.id);
  }

  async verifyCode(email: string, code: string): Promise<void> {
    await this.codes.verify('reset', email, code, RESET);
  }

  /** Sets the new password with the verified code, spending it. */
  async reset(email: string, code: string, newPassword: string): Promise<void> {
    const verified = await this.codes.requireVerified('reset', email, code, RESET);
    const customer = await this.customers.findByEmail(email);
    if (!customer) throw new DomainError(IdentityErrors.RESET_CODE_INVALID);
    const result = await this.customers.setPasswordWithCode(
      customer.id,
      await this.passwords.hash(newPassword),
      verified.id,
    );
    if (result !== 'ok') throw new DomainError(IdentityErrors.RESET_CODE_INVALID);
    await this.sessions.revokeCustomerSessions(customer.id);
  }
}
