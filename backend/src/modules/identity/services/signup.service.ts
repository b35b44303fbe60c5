import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import type { Language } from '@shared/domain/language';
import { IdentityErrors } from '../domain/identity.errors';
import { CustomerRepository } from '../ports/customer-repository.port';
import { PasswordHasher } from '../ports/password-hasher.port';
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
  /** The site's language at sign-up (docs/decisions.md#mail-language). */
  language: Language;
}

/**
 * Sign-up by e-mail code: a code to the new address, its check, then the account, created only
 * with the code that was verified for that address. (A logged-in customer's new address is
 * confirmed through the same routes by ChangeEmailService.)
 */
@Injectable()
export class SignupService {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly codes: OneTimeCodesService,
    private readonly passwords: PasswordHasher,
  ) {}

  /** Answers whether a code was mailed (OneTimeCodesService.issue). */
  /** `language`: the request's (cookie, else Accept-Language): there is no account yet. */
  async sendCode(email: string, language: Language): Promise<boolean> {
    if (await this.customers.findByEmail(email)) throw new DomainError(IdentityErrors.EMAIL_IN_USE);
    return this.codes.issue('signup', email, null, language);
  }

  /** `ip`: the client's place; wrong codes count per place (OneTimeCodesService). */
  async verifyCode(email: string, code: string, ip: string): Promise<void> {
    await this.codes.verify('signup', email, { typed: code, ip }, ACTIVATION);
  }

  /** Creates the account only with the code that was verified for this e-mail, spending it. */
  async createCustomer(input: NewCustomer, ip: string): Promise<void> {
    const code = await this.codes.requireVerified(
      'signup',
      input.email,
      { typed: input.code, ip },
      ACTIVATION,
    );
    const result = await this.customers.createWithCode(
      {
        fullname: input.fullname.trim(),
        telephone: input.telephone.trim(),
        email: input.email,
        passwordHash: await this.passwords.hash(input.password),
        language: input.language,
      },
      code.id,
    );
    if (result === 'email_taken') throw new DomainError(IdentityErrors.EMAIL_IN_USE);
    if (result === 'code_used') throw new DomainError(IdentityErrors.ACTIVATION_CODE_INVALID);
  }
}
