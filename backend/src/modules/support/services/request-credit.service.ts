import { Injectable } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { DomainError } from '@shared/domain/domain-error';
import { Mailer } from '@shared/ports/mailer.port';
import { hashLinkToken, newLinkToken, requestLinkUrl } from '../domain/credit-request-link';
import { recipientMailbox } from '../domain/recipient-mailbox';
import type { CreditRequest } from '../domain/support-request';
import { SupportErrors } from '../domain/support.errors';
import { RecipientMailCounter } from '../ports/recipient-mail-counter.port';
import { SupportRepository } from '../ports/support-repository.port';
import { creditRequestMail } from './support-mails';

const DAY_MS = 24 * 3_600_000;

/** A credit request: asks someone abroad by e-mail to send the requestor mobile credit. */
@Injectable()
export class RequestCreditService {
  constructor(
    private readonly repository: SupportRepository,
    private readonly mailer: Mailer,
    private readonly sentToRecipient: RecipientMailCounter,
    private readonly config: AppConfig,
  ) {}

  /**
   * Stores the request, then queues it to the requestee with the requestor's details. The form
   * mails anyone from our domain, so a mailbox gets only CREDIT_REQUESTS_PER_RECIPIENT_PER_DAY of
   * them a day whoever sends them; beyond that nothing is kept or mailed. The mail carries a link
   * that opens the home form for the requestor's number (docs/decisions.md#request-link).
   */
  async requestCredit(request: CreditRequest): Promise<void> {
    const sent = await this.sentToRecipient.add(recipientMailbox(request.requesteeEmail), DAY_MS);
    if (sent > this.config.env.CREDIT_REQUESTS_PER_RECIPIENT_PER_DAY)
      throw new DomainError(SupportErrors.RECIPIENT_DAILY_CAP);
    const token = newLinkToken();
    await this.repository.saveCreditRequest(request, hashLinkToken(token));
    await this.mailer.send(
      creditRequestMail(request, requestLinkUrl(this.config.env.PUBLIC_URL, token)),
    );
  }
}
