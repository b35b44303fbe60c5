import { Injectable } from '@nestjs/common';
import { Mailer } from '../../../shared/ports/mailer.port';
import type { ContactMessage, CreditRequest } from '../domain/support-request';
import { ContactAddress } from '../ports/contact-address';
import { SupportRepository } from '../ports/support.repository';
import { contactMail, creditRequestMail } from './support-mails';

@Injectable()
export class SupportService {
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

  /** Stores the request, then queues it to the requestee with the requestor's details. */
  async requestCredit(request: CreditRequest): Promise<void> {
    await this.repository.saveCreditRequest(request);
    await this.mailer.send(creditRequestMail(request));
  }
}
