import type { HttpErrorCatalog } from '../../shared/http/http-error-catalog';

/** Provider faults that reach a request (most are handled by the services that call DT One). */
export const dtoneHttpErrors: HttpErrorCatalog = {
  'DTONE.UNAVAILABLE': {
    status: 503,
    message: 'The top-up provider is unavailable, please try again later.',
  },
  'DTONE.API_ERROR': { status: 502, message: 'The top-up provider refused the request.' },
};
