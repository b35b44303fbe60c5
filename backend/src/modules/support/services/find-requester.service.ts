import { Injectable } from '@nestjs/common';
import type { Requester } from '../domain/credit-request-link';
import { SupportRepository } from '../ports/support-repository.port';

/** The name and e-mail of a credit request's requester: orders tells them their top-up was sent. */
@Injectable()
export class FindRequesterService {
  constructor(private readonly repository: SupportRepository) {}

  requesterOf(requestId: string): Promise<Requester | null> {
    return this.repository.requesterOf(requestId);
  }
}
