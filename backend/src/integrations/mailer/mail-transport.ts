import type { MailMessage } from '@shared/ports/mailer.port';

/** Actually hands a message over (SMTP server, or the dev mailbox table). Throws to be retried. */
export abstract class MailTransport {
  abstract deliver(message: MailMessage & { from: string }): Promise<void>;
}
