import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { Mailer } from '@shared/ports/mailer.port';
import { EMAIL_CHANGE_CODES_PER_ACCOUNT, RATE_LIMITED } from '../domain/abuse-limits';
import type { Customer } from '../domain/customer';
import { IdentityErrors } from '../domain/identity.errors';
import { AttemptCounters } from '../ports/attempt-counters.port';
import { CustomerRepository } from '../ports/customer-repository.port';
import { emailChangedMail } from './email-changed-mail';
import { CodeErrors, OneTimeCodesService } from './one-time-codes.service';

/** The specification's routes are the sign-up ones, so are their answers to a wrong code. */
const ACTIVATION: CodeErrors = {
  invalid: IdentityErrors.ACTIVATION_CODE_INVALID,
  expired: IdentityErrors.ACTIVATION_CODE_EXPIRED,
};
const NOT_VERIFIED: CodeErrors = {
  invalid: IdentityErrors.EMAIL_NOT_VERIFIED,
  expired: IdentityErrors.EMAIL_NOT_VERIFIED,
};

/**
 * A logged-in customer moves the account to a new e-mail address: a code to the new address,
 * its check, then the change, which only a code this customer verified for that address allows.
 * The old address is told (a stolen session could otherwise take the account unseen).
 */
@Injectable()
export class ChangeEmailService {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly codes: OneTimeCodesService,
    private readonly counters: AttemptCounters,
    private readonly mailer: Mailer,
  ) {}

  /**
   * Ten codes a day per account, to any addresses: an account cannot be used to mail strangers
   * in bulk. Counted before anything else, so the "already in use" answer cannot be used to
   * probe addresses in bulk either.
   */
  async sendCode(customerId: string, email: string): Promise<boolean> {
    const { limit, windowMs } = EMAIL_CHANGE_CODES_PER_ACCOUNT;
    if ((await this.counters.add(`email-change-codes:${customerId}`, windowMs)) > limit)
      throw new DomainError(RATE_LIMITED);
    if (await this.customers.findByEmail(email)) throw new DomainError(IdentityErrors.EMAIL_IN_USE);
    const customer = await this.customers.findById(customerId);
    if (!customer) throw new DomainError(IdentityErrors.NOT_LOGGED_IN);
    return this.codes.issue('email_change', email, customerId, customer.language);
  }

  /** `ip`: the client's place; wrong codes count per place (OneTimeCodesService). */
  async verifyCode(email: string, code: string, ip: string): Promise<void> {
    await this.codes.verify('email_change', email, { typed: code, ip }, ACTIVATION);
  }

  async change(customerId: string, email: string): Promise<Customer> {
    const customer = await this.customers.findById(customerId);
    if (!customer) throw new DomainError(IdentityErrors.NOT_LOGGED_IN);
    if (customer.email === email) return customer;
    const oldEmail = customer.email;
    if (await this.customers.findByEmail(email)) throw new DomainError(IdentityErrors.EMAIL_IN_USE);
    const code = await this.codes.requireVerified('email_change', email, null, NOT_VERIFIED);
    if (code.customerId !== customerId) throw new DomainError(IdentityErrors.EMAIL_NOT_VERIFIED);
    const result = await this.customers.changeEmailWithCode(customerId, email, code.id);
    if (result === 'email_taken') throw new DomainError(IdentityErrors.EMAIL_IN_USE);
    if (result === 'code_used') throw new DomainError(IdentityErrors.EMAIL_NOT_VERIFIED);
    await this.mailer.send(emailChangedMail(oldEmail, customer.language));
    return { ...customer, email };
  }
}
