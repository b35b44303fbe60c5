import type { HttpErrorCatalog } from '@shared/http/http-error-catalog';
import { AutoTopUpErrors } from '../domain/autotopup.errors';

export const autoTopUpHttpErrors: HttpErrorCatalog = {
  // Someone else's schedule answers like a missing one: ids reveal nothing.
  [AutoTopUpErrors.NOT_FOUND]: { status: 404, message: 'Automatic top-up not found' },
  [AutoTopUpErrors.CANCELLED]: {
    status: 409,
    message: 'This automatic top-up is cancelled. Set up a new one from the payment page.',
  },
  [AutoTopUpErrors.NOT_STARTED]: {
    status: 409,
    message: 'This automatic top-up starts once its first payment is confirmed.',
  },
  [AutoTopUpErrors.NOT_PAUSED]: { status: 409, message: 'This automatic top-up is not paused' },
  [AutoTopUpErrors.PAUSED]: {
    status: 409,
    message: 'This automatic top-up is paused: resume it first',
  },
  [AutoTopUpErrors.NO_CARD]: {
    status: 409,
    message: 'No card is saved. Set up the automatic top-up again from the payment page.',
  },
  [AutoTopUpErrors.CONSENT_MISSING]: {
    status: 400,
    message: 'Please agree to save your card for the automatic top-ups',
  },
};
