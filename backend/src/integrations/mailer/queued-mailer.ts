import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { AppConfig } from '@config/app-config';
import { MailMessage, Mailer } from '@shared/ports/mailer.port';
import { QUEUES } from '@shared/queues/queue-names';

export const SEND_MAIL_JOB = 'send';

/** Sending mail means queueing it: the worker delivers it with retries and backoff. */
@Injectable()
export class QueuedMailer extends Mailer {
  constructor(
    @InjectQueue(QUEUES.mail) private readonly queue: Queue<MailMessage>,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    assertNoHeaderInjection(message);
    await this.queue.add(SEND_MAIL_JOB, message, {
      attempts: this.config.env.MAIL_ATTEMPTS,
      backoff: { type: 'exponential', delay: this.config.env.MAIL_RETRY_DELAY_MS },
    });
  }
}

/** Addresses and subjects become mail headers: a line break in them could add headers. */
function assertNoHeaderInjection(message: MailMessage): void {
  for (const value of [message.to, message.subject, message.replyTo ?? '']) {
    if (/[\r\n]/.test(value)) throw new Error('Mail header fields must not contain line breaks');
  }
}
