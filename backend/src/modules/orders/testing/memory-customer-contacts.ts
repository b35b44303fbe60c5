import { CustomerContacts } from '../ports/customer-contacts.port';

/** Customers' e-mail addresses in memory; a customer not set has none. */
export class MemoryCustomerContacts extends CustomerContacts {
  readonly emails = new Map<string, string>();

  async emailOf(customerId: string): Promise<string | null> {
    return this.emails.get(customerId) ?? null;
  }
}
