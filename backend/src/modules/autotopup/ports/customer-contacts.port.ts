import type { MailRecipient } from '@shared/ports/mailer.port';

export type { MailRecipient };

/** Customers' addresses and languages (reminders, outcomes and pause notices go there). */
export abstract class CustomerContacts {
  abstract emailOf(customerId: string): Promise<string | null>;
  /** Read when a mail is composed, so it follows the customer's latest language. */
  abstract recipientOf(customerId: string): Promise<MailRecipient | null>;
}
