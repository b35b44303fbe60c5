import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import {
  RECIPIENT_LIMITS,
  tidyName,
  type Recipient,
  type RecipientDraft,
} from '../domain/recipient';
import { RecipientsErrors } from '../domain/recipients.errors';
import { RecipientRepository } from '../ports/recipient-repository.port';

/**
 * Saves a number under a name. One entry per number: saving it twice is a mistake worth saying
 * (409), not a silent rename; a full book asks the customer to delete one first.
 */
@Injectable()
export class SaveRecipientService {
  constructor(private readonly recipients: RecipientRepository) {}

  async save(customerId: string, draft: RecipientDraft): Promise<Recipient> {
    const outcome = await this.recipients.add(
      customerId,
      { ...draft, name: tidyName(draft.name) },
      RECIPIENT_LIMITS.perCustomer,
    );
    switch (outcome.kind) {
      case 'added':
        return outcome.recipient;
      case 'duplicate':
        throw new DomainError(RecipientsErrors.ALREADY_SAVED);
      case 'full':
        throw new DomainError(RecipientsErrors.BOOK_FULL);
    }
  }
}
