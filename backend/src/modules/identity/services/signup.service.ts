import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import { EMAIL_CHANGE_CODES_PER_ACCOUNT, RATE_LIMITED } from '../domain/abuse-limits';
import { IdentityErrors } from '../domain/identity.errors';
import { AttemptCounters } from '../ports/attempt-counters';
import { CustomerRepository } from '../ports/customer.repository';
import { PasswordHasher } from '../ports/password-hasher';
import { CodeErrors, OneTimeCodesService } from './one-time-codes.service';

const ACTIVATION: CodeErrors = {
  invalid: IdentityErrors.ACTIVATION_CODE_INVALID,
  expired: IdentityErrors.ACTIVATION_CODE_EXPIRED,
};

export interface NewCustomer {
  fullname: string;
  telephone: string;
  email: string;
  password: string;
  code: string;
}

/**
 * Sign-up by e-mail code. The same calls confirm a logged-in customer's new e-mail address
 * (the specification's profile screen uses them), kept apart by the code's purpose.
 */
@Injectable()
export class SignupService {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly codes: OneTimeCodesService,
    private readonly passwords: PasswordHasher,
    private readonly counters: AttemptCounters,
  ) {}

  /**
   * A logged-in customer (e-mail change) may ask for ten codes a day, to any addresses: an
   * account cannot be used to mail strangers in bulk. Counted before anything else, so the
   * "already in use" answer cannot be used to probe addresses in bulk either.
   */
  async sendActivationCode(email: string, customerId: string | null): Promise<void> {
    if (customerId) {
      const { limit, windowMs } = EMAIL_CHANGE_CODES_PER_ACCOUNT;
      if ((await this.counters.add(`email-change-codes:${customerId}`, windowMs)) > limit)
        throw new DomainError(RATE_LIMITED);
    }
    if (await this.customers.findByEmail(email)) throw new DomainError(IdentityErrors.EMAIL_IN_USE);
    await this.codes.issue(customerId ? 'email_change' : 'signup', email, customerId);
  }

  async verifyActivationCode(
    email: string,
    code: string,
    customerId: string | null,
  ): Promise<void> {
    await this.codes.verify(customerId ? 'email_change' : 'signup', email, code, ACTIVATION);
  }

  /** Creates the account only with the code that was verified for this e-mail, spending it. */
  async createCustomer(input: NewCustomer): Promise<void> {
    const code = await this.codes.requireVerified('signup', input.email, input.code, ACTIVATION);
    const result = await this.customers.createWithCode(
      {
        fullname: input.fullname.trim(),
        telephone: input.telephone.trim(),
        email: input.email,
        passwordHash: await this.passwords.hash(input.password),
      },
      code.id,
    );
    if (result === 'email_taken') throw new DomainError(IdentityErrors.EMAIL_IN_USE);
    if (result === 'code_used') throw new DomainError(IdentityErrors.ACTIVATION_CODE_INVALID);
  }
}
