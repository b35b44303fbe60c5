import type { HttpErrorCatalog } from './shared/http/http-error-catalog';
import { dtoneHttpErrors } from './integrations/dtone/dtone.http-errors';
import { catalogHttpErrors } from './modules/catalog/http/catalog.http-errors';
import { ordersHttpErrors } from './modules/orders/http/orders.http-errors';
import { identityHttpErrors } from './modules/identity/http/identity.http-errors';
import { backofficeHttpErrors } from './modules/backoffice/http/backoffice.http-errors';

/** Every context's error codes with their HTTP status and message, for the global filter. */
export const httpErrors: HttpErrorCatalog = {
  ...identityHttpErrors,
  ...catalogHttpErrors,
  ...ordersHttpErrors,
  ...dtoneHttpErrors,
  ...backofficeHttpErrors,
};
