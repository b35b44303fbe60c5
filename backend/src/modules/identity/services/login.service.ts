import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import type { Customer } from '../domain/customer';
import { IdentityErrors } from '../domain/identity.errors';
import { CustomerRepository } from '../ports/customer-repository.port';
import { PasswordHasher } from '../ports/password-hasher.port';
import { LoginAttempts } from './login-attempts';

@Injectable()
export class LoginService {
  /** Verified when the e-mail is unknown, so both failures take the same time. */
  private decoyHash?: Promise<string>;

  constructor(
    private readonly customers: CustomerRepository,
    private readonly passwords: PasswordHasher,
    private readonly attempts: LoginAttempts,
  ) {}

  /** `ip` is the client's address: the per-account limit spares the owner's known places. */
  async login(email: string, password: string, ip: string): Promise<Customer> {
    await this.attempts.assertMayTry('customer', email, ip);
    const customer = await this.customers.findByEmail(email);
    this.decoyHash ??= this.passwords.hash('decoy-password-for-timing');
    const ok = await this.passwords.verify(
      customer?.passwordHash ?? (await this.decoyHash),
      password,
    );
    if (!customer || !ok) {
      await this.attempts.recordFailure('customer', email);
      throw new DomainError(IdentityErrors.INVALID_CREDENTIALS);
    }
    await this.attempts.recordSuccess('customer', email, ip);
    return customer;
  }
}
