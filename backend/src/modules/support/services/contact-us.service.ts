import { Injectable } from '@nestjs/common';
import { Mailer } from '@shared/ports/mailer.port';
import type { ContactMessage } from '../domain/support-request';
import { ContactAddress } from '../ports/contact-address.port';
import { SupportRepository } from '../ports/support-repository.port';
import { contactMail } from './support-mails';

/** The contact form's message, to the contact address the back office sets. */
@Injectable()
export class ContactUsService {
  constructor(
    private readonly repository: SupportRepository,
    private readonly contactAddress: ContactAddress,
    private readonly mailer: Mailer,
  ) {}

  /** Stores the message, then queues it to the contact address (replies go to the sender). */
  async contact(message: ContactMessage): Promise<void> {
    const to = await this.contactAddress.current();
    await this.repository.saveContactMessage(message, to);
    await this.mailer.send(contactMail(message, to));
  }
}
