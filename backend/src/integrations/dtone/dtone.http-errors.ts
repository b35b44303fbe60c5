import type { HttpErrorCatalog } from '@shared/http/http-error-catalog';

/**
 * Provider faults that reach a request (most are handled by the services that call DT One): our
 * words, DT One's logged by the error filter; 503 with Retry-After only when DT One rate limits.
 */
export const dtoneHttpErrors: HttpErrorCatalog = {
  'DTONE.UNAVAILABLE': {
    status: 502,
    message: 'The top-up provider is unavailable, please try again later.',
  },
  'DTONE.RATE_LIMITED': {
    status: 503,
    message: 'The top-up provider is unavailable, please try again later.',
  },
  'DTONE.API_ERROR': { status: 502, message: 'The top-up provider refused the request.' },
};
