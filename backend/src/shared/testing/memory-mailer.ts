import { Mailer, type MailMessage } from '../ports/mailer.port';

/** Mail queued, in order; `down` makes the queue refuse. */
export class MemoryMailer extends Mailer {
  readonly sent: MailMessage[] = [];
  down = false;

  async send(message: MailMessage) {
    if (this.down) throw new Error('mail queue unavailable');
    this.sent.push(message);
  }

  /** The one-time code in the last mail (8 characters without 0, O, 1 or I), as a person reads it. */
  lastCode(): string {
    const code = /\b([A-HJ-NP-Z2-9]{8})\b/.exec(this.sent.at(-1)?.text ?? '')?.[1];
    if (!code) throw new Error('The last mail holds no code');
    return code;
  }
}
