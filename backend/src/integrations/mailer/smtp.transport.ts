import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { AppConfig } from '../../config/app-config';
import type { MailMessage } from '../../shared/ports/mailer.port';
import { MailTransport } from './mail-transport';

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
    });
  }

  async deliver(message: MailMessage & { from: string }): Promise<void> {
    await this.transporter.sendMail(message);
  }

  onModuleDestroy(): void {
    this.transporter.close();
  }
}
