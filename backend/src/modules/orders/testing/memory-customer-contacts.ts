import type { Language } from '@shared/domain/language';
import { CustomerContacts, type MailRecipient } from '../ports/customer-contacts.port';

/** Customers' e-mail addresses in memory; a customer not set has none (and English). */
export class MemoryCustomerContacts extends CustomerContacts {
  readonly emails = new Map<string, string>();
  readonly languages = new Map<string, Language>();

  async emailOf(customerId: string): Promise<string | null> {
    return this.emails.get(customerId) ?? null;
  }

  async recipientOf(customerId: string): Promise<MailRecipient | null> {
    const email = this.emails.get(customerId);
    return email ? { email, language: this.languages.get(customerId) ?? 'en' } : null;
  }
}
