import type { HttpErrorCatalog } from '@shared/http/http-error-catalog';
import { RECIPIENT_LIMITS } from '../domain/recipient';
import { RecipientsErrors } from '../domain/recipients.errors';

export const recipientsHttpErrors: HttpErrorCatalog = {
  // Someone else's recipient answers like a missing one: ids reveal nothing.
  [RecipientsErrors.NOT_FOUND]: { status: 404, message: 'Recipient not found' },
  [RecipientsErrors.ALREADY_SAVED]: {
    status: 409,
    message: 'This number is already among your recipients',
  },
  [RecipientsErrors.BOOK_FULL]: {
    status: 409,
    message: `You can keep at most ${RECIPIENT_LIMITS.perCustomer} recipients. Please delete one first.`,
  },
};
