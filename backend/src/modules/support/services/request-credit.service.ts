import { Injectable } from '@nestjs/common';
import { Mailer } from '../../../shared/ports/mailer.port';
import type { CreditRequest } from '../domain/support-request';
import { SupportRepository } from '../ports/support.repository';
import { creditRequestMail } from './support-mails';

/** A credit request: asks someone abroad by e-mail to send the requestor mobile credit. */
@Injectable()
export class RequestCreditService {
  constructor(
    private readonly repository: SupportRepository,
    private readonly mailer: Mailer,
  ) {}

  /** Stores the request, then queues it to the requestee with the requestor's details. */
  async requestCredit(request: CreditRequest): Promise<void> {
    await this.repository.saveCreditRequest(request);
    await this.mailer.send(creditRequestMail(request));
  }
}
