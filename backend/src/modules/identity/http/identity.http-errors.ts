import type { HttpErrorCatalog } from '../../../shared/http/http-error-catalog';

export const identityHttpErrors: HttpErrorCatalog = {
  'IDENTITY.CSRF_INVALID': { status: 403, message: 'Invalid CSRF token' },
};
