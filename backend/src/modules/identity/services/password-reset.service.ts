import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import { IdentityErrors } from '../domain/identity.errors';
import { CustomerRepository } from '../ports/customer.repository';
import { PasswordHasher } from '../ports/password-hasher';
import { SessionRevoker } from '../ports/session-revoker';
import { LoginAttempts } from './login-attempts';
import { CodeErrors, OneTimeCodesService } from './one-time-codes.service';

const RESET: CodeErrors = {
  invalid: IdentityErrors.RESET_CODE_INVALID,
  expired: IdentityErrors.RESET_CODE_EXPIRED,
};

@Injectable()
export class PasswordResetService implements OnModuleDestroy {
  private readonly logger = new Logger(PasswordResetService.name);
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly customers: CustomerRepository,
    private readonly codes: OneTimeCodesService,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionRevoker,
    private readonly attempts: LoginAttempts,
  ) {}

  /**
   * Starts mailing a reset code and returns at once, before even looking the address up: the
   * answer is the same, in the same time, for registered and unknown addresses (no account
   * enumeration, issue 10). Unknown addresses get no mail.
   */
  async sendCode(email: string): Promise<void> {
    const work: Promise<void> = this.mailCodeIfRegistered(email)
      .catch((err: unknown) =>
        this.logger.error(`Reset code not sent: ${err instanceof Error ? err.message : err}`),
      )
      .finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
  }

  /** Resolves when the reset codes asked for so far are stored and queued (shutdown, tests). */
  async settled(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.settled();
  }

  private async mailCodeIfRegistered(email: string): Promise<void> {
    const customer = await this.customers.findByEmail(email);
    if (customer) await this.codes.issue('reset', email, customer.id);
  }

  async verifyCode(email: string, code: string): Promise<void> {
    await this.codes.verify('reset', email, code, RESET);
  }

  /**
   * Sets the new password with the verified code, spending it. The customer proved the mailbox
   * from `ip`, which becomes a known place for logins (LoginAttempts).
   */
  async reset(email: string, code: string, newPassword: string, ip: string): Promise<void> {
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
    await this.attempts.recordSuccess('customer', email, ip);
  }
}
