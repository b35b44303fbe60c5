import type { HttpErrorCatalog } from '@shared/http/http-error-catalog';
import { SupportErrors } from '../domain/support.errors';

export const supportHttpErrors: HttpErrorCatalog = {
  [SupportErrors.RECIPIENT_DAILY_CAP]: {
    status: 429,
    message:
      'This e-mail address has received as many credit requests as we send in a day. Please try again tomorrow.',
  },
  [SupportErrors.REQUEST_LINK_UNKNOWN]: {
    status: 404,
    message: 'This top-up request link has expired or is not valid',
  },
};
