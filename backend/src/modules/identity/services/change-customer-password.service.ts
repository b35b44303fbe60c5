import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { IdentityErrors } from '../domain/identity.errors';
import { CustomerRepository } from '../ports/customer-repository.port';
import { PasswordHasher } from '../ports/password-hasher.port';
import { SessionRevoker } from '../ports/session-revoker.port';

/**
 * A logged-in customer changes the password, proving the old one; every session of the account
 * ends (the caller starts a new one for the current browser).
 */
@Injectable()
export class ChangeCustomerPasswordService {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionRevoker,
  ) {}

  async change(customerId: string, oldPassword: string, newPassword: string): Promise<void> {
    const customer = await this.customers.findById(customerId);
    if (!customer) throw new DomainError(IdentityErrors.NOT_LOGGED_IN);
    if (!(await this.passwords.verify(customer.passwordHash, oldPassword)))
      throw new DomainError(IdentityErrors.OLD_PASSWORD_INVALID);
    await this.customers.setPassword(customerId, await this.passwords.hash(newPassword));
    await this.sessions.revokeCustomerSessions(customerId);
  }
}
