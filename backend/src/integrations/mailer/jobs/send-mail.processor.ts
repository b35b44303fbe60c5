import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { Job, UnrecoverableError } from 'bullmq';
import { AppConfig } from '@config/app-config';
import type { MailMessage } from '@shared/ports/mailer.port';
import { QUEUES } from '@shared/queues/queue-names';
import { checkMailJob } from '../mail-job';
import { MailTransport } from '../mail-transport';

/** What a mail job keeps once it is over: who and what about, never the body. */
export type FinishedMail = Pick<MailMessage, 'to' | 'subject'> & { bodyRemoved: true };
type MailJob = Job<MailMessage | FinishedMail>;

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

const isFinished = (data: MailMessage | FinishedMail): data is FinishedMail =>
  'bodyRemoved' in data && data.bodyRemoved === true;

/**
 * Delivers queued mail. Bodies carry one-time codes and whatever users wrote, and the queue
 * dashboard shows job data, so a job keeps its body only while it may still be sent: it is
 * removed once the mail is sent, or once the last attempt failed. A job is checked against
 * mailJobSchema before anything is sent: the queue can be written from elsewhere than
 * QueuedMailer (the queue dashboard, Redis), and a job with attachments or `{path}` contents
 * would have the mailer read files and fetch URLs for whoever wrote it.
 */
@Processor(QUEUES.mail, { concurrency: 5 })
export class SendMailProcessor extends WorkerHost {
  private readonly logger = new Logger(SendMailProcessor.name);

  constructor(
    private readonly transport: MailTransport,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async process(job: MailJob): Promise<void> {
    const data = job.data;
    if (isFinished(data)) throw new UnrecoverableError('The body of this mail was removed');
    const check = checkMailJob(data);
    if (!check.ok) {
      this.logger.error(`Mail ${job.id} refused, not sent: ${check.problems}`);
      throw new UnrecoverableError(`Not a mail this product sends: ${check.problems}`);
    }
    try {
      await this.transport.deliver({ ...check.message, from: this.config.env.MAIL_FROM });
    } catch (err) {
      // A failed attempt is expected while a mail server is down; BullMQ retries with backoff.
      this.logger.warn(
        `Mail ${job.id} attempt ${job.attemptsMade + 1} failed: ${(err as Error).message}`,
      );
      throw err;
    }
    await this.removeBody(job);
  }

  /** The last attempt failed, or the job was refused: nothing will send this body again. */
  @OnWorkerEvent('failed')
  async onFailed(job: MailJob | undefined, error?: Error): Promise<void> {
    if (!job) return;
    const final =
      error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    if (final) await this.removeBody(job);
  }

  private async removeBody(job: MailJob): Promise<void> {
    if (isFinished(job.data)) return;
    // Strings only: a refused job's fields may be anything.
    const finished: FinishedMail = {
      to: asText(job.data.to),
      subject: asText(job.data.subject),
      bodyRemoved: true,
    };
    // Sent is sent: a Redis hiccup here must not fail the job (a retry would mail twice).
    await job.updateData(finished).catch((err: Error) => {
      this.logger.warn(`Mail ${job.id}: could not remove the body: ${err.message}`);
    });
  }
}
