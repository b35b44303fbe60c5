import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import type { Language } from '@shared/domain/language';
import type { Customer } from '../domain/customer';
import { IdentityErrors } from '../domain/identity.errors';
import { CustomerRepository } from '../ports/customer-repository.port';

/** The customer's profile: read it, change the name and phone number, and the mail language. */
@Injectable()
export class ProfileService {
  constructor(private readonly customers: CustomerRepository) {}

  async get(customerId: string): Promise<Customer> {
    const customer = await this.customers.findById(customerId);
    if (!customer) throw new DomainError(IdentityErrors.NOT_LOGGED_IN);
    return customer;
  }

  /** The language the customer's mails are written in from now on. */
  async setLanguage(customerId: string, language: Language): Promise<void> {
    if (!(await this.customers.setLanguage(customerId, language)))
      throw new DomainError(IdentityErrors.NOT_LOGGED_IN);
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
}
