import { Injectable } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import {
  hashLinkToken,
  internationalNumber,
  LINK_TOKEN_PATTERN,
  type OpenedRequestLink,
} from '../domain/credit-request-link';
import { SupportRepository } from '../ports/support-repository.port';

const DAY_MS = 24 * 3_600_000;

/**
 * What a credit request's link stands for: the request and the requester's number, while the
 * request is at most CREDIT_REQUEST_LINK_DAYS old; null for an unknown, malformed or older token
 * (all alike, so an answer tells a guesser nothing). Used by the home form's endpoint and by the
 * checkout that names the link (orders).
 */
@Injectable()
export class OpenCreditRequestLinkService {
  constructor(
    private readonly repository: SupportRepository,
    private readonly config: AppConfig,
  ) {}

  async open(token: string, now = new Date()): Promise<OpenedRequestLink | null> {
    if (!LINK_TOKEN_PATTERN.test(token)) return null;
    const found = await this.repository.findByLinkTokenHash(hashLinkToken(token));
    if (!found) return null;
    const maxAgeMs = this.config.env.CREDIT_REQUEST_LINK_DAYS * DAY_MS;
    if (now.getTime() - found.createdAt.getTime() > maxAgeMs) return null;
    return { requestId: found.id, phoneNumber: internationalNumber(found.requestorTele) };
  }
}
