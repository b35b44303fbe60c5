import { Injectable } from '@nestjs/common';
import { OpenCreditRequestLinkService } from '@modules/support/services/open-credit-request-link.service';
import { CreditRequestAnswerRepository } from '../ports/credit-request-answer-repository.port';

export type AnswerOutcome = 'linked' | 'ignored';

const digitsOf = (number: string) => number.replace(/\D/g, '');

/**
 * The checkout named a credit request link (the home form opened from it): the order remembers
 * the request when the link is still open and the order tops up the requester's own number, on
 * the paying customer's own unpaid order. Anything else is ignored, never refused: the link is
 * an extra, and a payment is not stopped for it (docs/decisions.md#request-at-checkout).
 */
@Injectable()
export class AnswerCreditRequestService {
  constructor(
    private readonly links: OpenCreditRequestLinkService,
    private readonly answers: CreditRequestAnswerRepository,
  ) {}

  async link(
    customerId: string,
    orderId: string,
    telenumber: string,
    token: string,
  ): Promise<AnswerOutcome> {
    const opened = await this.links.open(token);
    if (!opened || digitsOf(opened.phoneNumber) !== digitsOf(telenumber)) return 'ignored';
    return (await this.answers.attach(orderId, customerId, opened.requestId))
      ? 'linked'
      : 'ignored';
  }
}
