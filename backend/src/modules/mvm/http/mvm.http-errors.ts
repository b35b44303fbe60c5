import type { HttpErrorCatalog } from '@shared/http/http-error-catalog';
import { MvmErrors } from '../domain/mvm.errors';

export const mvmHttpErrors: HttpErrorCatalog = {
  [MvmErrors.PAYMENT_NOT_FOUND]: { status: 404, message: 'Payment not found' },
  // The same answer as checkout's (orders.http-errors.ts): the site shows /Error503.
  [MvmErrors.STORE_CLOSED]: {
    status: 503,
    message: 'The service is under maintenance, please try again later.',
  },
  [MvmErrors.PAYMENT_MISMATCH]: {
    status: 409,
    message: 'The payment does not match the order',
  },
};
