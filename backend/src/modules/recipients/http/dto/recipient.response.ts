import type { Recipient, RecipientView } from '../../domain/recipient';

export class RecipientResponse {
  id: string;
  name: string;
  /** International form, e.g. '+251911234567'. */
  telenumber: string;
  /** Country name as the catalogue spells it. */
  country: string;
  operatorName: string;
  /** The product last paid for to this number (the home form preselects it while sold), or null. */
  lastProductId: string | null;
  createdAt: string;

  static of(r: Recipient | RecipientView): RecipientResponse {
    return {
      id: r.id,
      name: r.name,
      telenumber: r.telenumber,
      country: r.country,
      operatorName: r.operatorName,
      lastProductId: 'lastProductId' in r ? r.lastProductId : null,
      createdAt: r.createdAt.toISOString(),
    };
  }
}

export class RecipientListResponse {
  recipients: RecipientResponse[];
}

export class KnownNumberResponse {
  /** False: /Payment asks the customer to confirm the number before paying. */
  known: boolean;
  /** The saved recipient's name, or null. */
  savedAs: string | null;
}

export class RecipientDeletedResponse {
  message: string;
}
