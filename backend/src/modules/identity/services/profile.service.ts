import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import type { Customer } from '../domain/customer';
import { IdentityErrors } from '../domain/identity.errors';
import { CustomerRepository } from '../ports/customer.repository';
import { PasswordHasher } from '../ports/password-hasher';
import { SessionRevoker } from '../ports/session-revoker';
import { Mailer } from '../../../shared/ports/mailer.port';
import { emailChangedMail } from './email-changed-mail';
import { OneTimeCodesService } from './one-time-codes.service';

@Injectable()
export class ProfileService {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly codes: OneTimeCodesService,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionRevoker,
    private readonly mailer: Mailer,
  ) {}

  async get(customerId: string): Promise<Customer> {
    const customer = await this.customers.findById(customerId);
    if (!customer) throw new DomainError(IdentityErrors.NOT_LOGGED_IN);
    return customer;
  }

  async updateNamePhone(
    customerId: string,
    fullname: string,
    phoneNumber: string,
  ): Promise<Customer> {
    const updated = await this.customers.updateNamePhone(
      customerId,
      fullname.trim(),
      phoneNumber.trim(),
    );
    if (!updated) throw new DomainError(IdentityErrors.NOT_LOGGED_IN);
    return updated;
  }

  /**
   * Switches to an address this customer proved to own with an e-mail-change code, and tells the
   * old address (a stolen session could otherwise take the account without its owner knowing).
   */
  async changeEmail(customerId: string, email: string): Promise<Customer> {
    const customer = await this.get(customerId);
    if (customer.email === email) return customer;
    const oldEmail = customer.email;
    const owner = await this.customers.findByEmail(email);
    if (owner) throw new DomainError(IdentityErrors.EMAIL_IN_USE);
    const errors = {
      invalid: IdentityErrors.EMAIL_NOT_VERIFIED,
      expired: IdentityErrors.EMAIL_NOT_VERIFIED,
    };
    const code = await this.codes.requireVerified('email_change', email, null, errors);
    if (code.customerId !== customerId) throw new DomainError(IdentityErrors.EMAIL_NOT_VERIFIED);
    const result = await this.customers.changeEmailWithCode(customerId, email, code.id);
    if (result === 'email_taken') throw new DomainError(IdentityErrors.EMAIL_IN_USE);
    if (result === 'code_used') throw new DomainError(IdentityErrors.EMAIL_NOT_VERIFIED);
    await this.mailer.send(emailChangedMail(oldEmail));
    return this.get(customerId);
  }

  async changePassword(
    customerId: string,
    oldPassword: string,
    newPassword: string,
  ): Promise<void> {
    const customer = await this.get(customerId);
    if (!(await this.passwords.verify(customer.passwordHash, oldPassword))) {
      throw new DomainError(IdentityErrors.OLD_PASSWORD_INVALID);
    }
    await this.customers.setPassword(customerId, await this.passwords.hash(newPassword));
    await this.sessions.revokeCustomerSessions(customerId);
  }
}
