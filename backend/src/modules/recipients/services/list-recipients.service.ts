import { Injectable } from '@nestjs/common';
import type { RecipientView } from '../domain/recipient';
import { RecipientReadModel } from '../ports/recipient-read-model.port';

/** The customer's own recipients (/Profile and the home form's chips). */
@Injectable()
export class ListRecipientsService {
  constructor(private readonly reads: RecipientReadModel) {}

  list(customerId: string): Promise<RecipientView[]> {
    return this.reads.list(customerId);
  }
}
