import { Injectable } from '@nestjs/common';
import { knownNumber, type KnownNumber } from '../domain/known-number';
import { RecipientReadModel } from '../ports/recipient-read-model.port';

/**
 * Whether /Payment must ask the customer to confirm the number
 * (docs/specification.md#wrong-number-guard). Answers only about the caller's own
 * recipients and orders.
 */
@Injectable()
export class CheckNumberService {
  constructor(private readonly reads: RecipientReadModel) {}

  async check(customerId: string, telenumber: string): Promise<KnownNumber> {
    const savedAs = await this.reads.savedAs(customerId, telenumber);
    // A saved number needs no second read.
    if (savedAs !== null) return knownNumber(savedAs, false);
    return knownNumber(null, await this.reads.paidFor(customerId, telenumber));
  }
}
