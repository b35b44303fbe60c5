import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { RecipientsErrors } from '../domain/recipients.errors';
import { RecipientRepository } from '../ports/recipient-repository.port';

/**
 * Deletes one of the customer's recipients; someone else's answers as missing (404). The orders
 * to the number stay: the history is the customer's record, the book only a shortcut.
 */
@Injectable()
export class DeleteRecipientService {
  constructor(private readonly recipients: RecipientRepository) {}

  async delete(customerId: string, id: string): Promise<void> {
    if (!(await this.recipients.remove(customerId, id))) {
      throw new DomainError(RecipientsErrors.NOT_FOUND);
    }
  }
}
