import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { createTransport, SendMailOptions, Transporter } from 'nodemailer';
import { AppConfig } from '@config/app-config';
import type { MailMessage } from '@shared/ports/mailer.port';
import { MailTransport } from './mail-transport';

/**
 * nodemailer reads a file for any content given as `{path}` and fetches any given as `{href}` or
 * a URL path. Our mail is plain strings, so neither is ever needed: both are off for the
 * transport (which forces them on every message) and on each message.
 */
const NO_FILES_NO_URLS = { disableFileAccess: true, disableUrlAccess: true } as const;

/** The nodemailer message, field by field: nothing else a job may carry reaches nodemailer. */
export function nodemailerMessage(message: MailMessage & { from: string }): SendMailOptions {
  const mail: SendMailOptions = {
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...NO_FILES_NO_URLS,
  };
  if (message.html !== undefined) mail.html = message.html;
  if (message.replyTo !== undefined) mail.replyTo = message.replyTo;
  return mail;
}

@Injectable()
export class SmtpTransport extends MailTransport implements OnModuleDestroy {
  private readonly transporter: Transporter;

  constructor(config: AppConfig) {
    super();
    const env = config.env;
    this.transporter = createTransport({
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      secure: env.SMTP_SECURE,
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD } : undefined,
      // Fail fast when the server is down: the queue retries later, the worker stays free.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      ...NO_FILES_NO_URLS,
    });
  }

  async deliver(message: MailMessage & { from: string }): Promise<void> {
    await this.transporter.sendMail(nodemailerMessage(message));
  }

  onModuleDestroy(): void {
    this.transporter.close();
  }
}
