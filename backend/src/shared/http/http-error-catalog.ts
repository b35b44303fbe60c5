/** How one domain error code is answered over HTTP: the status and the user-visible message. */
export interface HttpErrorMapping {
  status: number;
  message: string;
}

export type HttpErrorCatalog = Record<string, HttpErrorMapping>;

/** Codes every context may use. Each context adds its own catalog in its http/ folder. */
export const sharedHttpErrors: HttpErrorCatalog = {
  'SHARED.NOT_FOUND': { status: 404, message: 'Not found' },
  'SHARED.BOT_CHECK_FAILED': { status: 400, message: 'Bot check failed' },
  'SHARED.RATE_LIMITED': { status: 429, message: 'Too many requests, please try again later.' },
  // PostgreSQL or Redis out of reach for a moment (store-outage.ts); the site shows /Error503.
  'SHARED.SERVICE_UNAVAILABLE': {
    status: 503,
    message: 'The service is briefly unavailable, please try again in a moment.',
  },
};
