import type { Language } from '../domain/language';

/** Where a customer's mail goes and the language it is written in (docs/decisions.md#mail-language). */
export interface MailRecipient {
  email: string;
  language: Language;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/**
 * What services use to send mail. The implementation queues the message, so a mail server
 * outage delays mail but never loses it.
 */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
}
