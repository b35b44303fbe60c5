import type { MailRecipient } from '@shared/ports/mailer.port';

export type { MailRecipient };

/** The e-mail address of an order's customer (receipts and refund notices go there). */
export abstract class CustomerContacts {
  abstract emailOf(customerId: string): Promise<string | null>;
  /**
   * The address and the language, read when a mail is composed (a job's mail too), so a receipt
   * follows the customer's latest choice (docs/decisions.md#mail-language).
   */
  abstract recipientOf(customerId: string): Promise<MailRecipient | null>;
}
