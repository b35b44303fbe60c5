import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { tidyName, type Recipient } from '../domain/recipient';
import { RecipientsErrors } from '../domain/recipients.errors';
import { RecipientRepository } from '../ports/recipient-repository.port';

/** Renames one of the customer's recipients; someone else's answers as missing (404). */
@Injectable()
export class RenameRecipientService {
  constructor(private readonly recipients: RecipientRepository) {}

  async rename(customerId: string, id: string, name: string): Promise<Recipient> {
    const renamed = await this.recipients.rename(customerId, id, tidyName(name));
    if (!renamed) throw new DomainError(RecipientsErrors.NOT_FOUND);
    return renamed;
  }
}
