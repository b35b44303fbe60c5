import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { MailMessage } from '@shared/ports/mailer.port';
import { DevMailOrmEntity } from './infra/dev-mail.orm-entity';
import { MailTransport } from './mail-transport';

/** Keeps mail in a table, so a laptop without SMTP (and the end-to-end tests) can read it. */
@Injectable()
export class DevMailboxTransport extends MailTransport {
  constructor(
    @InjectRepository(DevMailOrmEntity) private readonly mails: Repository<DevMailOrmEntity>,
  ) {
    super();
  }

  async deliver(message: MailMessage & { from: string }): Promise<void> {
    await this.mails.insert({
      to: message.to.toLowerCase(),
      from: message.from,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
    });
  }
}
