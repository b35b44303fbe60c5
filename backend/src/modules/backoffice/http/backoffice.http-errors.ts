import type { HttpErrorCatalog } from '../../../shared/http/http-error-catalog';
import { BackofficeErrors as E } from '../domain/backoffice.errors';

/** Statuses and texts of seed 001 §8 and docs/api/back-office.md. */
export const backofficeHttpErrors: HttpErrorCatalog = {
  [E.BUILD_FAILED]: { status: 400, message: 'Build failed' },
  [E.ORDER_NOT_FOUND]: { status: 404, message: 'Order not found' },
};
