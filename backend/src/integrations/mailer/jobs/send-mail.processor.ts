import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { AppConfig } from '../../../config/app-config';
import type { MailMessage } from '../../../shared/ports/mailer.port';
import { QUEUES } from '../../../shared/queues/queue-names';
import { MailTransport } from '../mail-transport';

@Processor(QUEUES.mail, { concurrency: 5 })
export class SendMailProcessor extends WorkerHost {
  private readonly logger = new Logger(SendMailProcessor.name);

  constructor(
    private readonly transport: MailTransport,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async process(job: Job<MailMessage>): Promise<void> {
    try {
      await this.transport.deliver({ ...job.data, from: this.config.env.MAIL_FROM });
    } catch (err) {
      // A failed attempt is expected while a mail server is down; BullMQ retries with backoff.
      this.logger.warn(
        `Mail ${job.id} attempt ${job.attemptsMade + 1} failed: ${(err as Error).message}`,
      );
      throw err;
    }
  }
}
