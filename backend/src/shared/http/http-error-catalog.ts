/** How one domain error code is answered over HTTP: the status and the user-visible message. */
export interface HttpErrorMapping {
  status: number;
  message: string;
  /**
   * Answered only to the back office, which stays English. Every other message must have its
   * translation on the customer site (customer-site-texts.spec.ts,
   * docs/decisions.md#server-texts-are-translated-by-the-site).
   */
  backOffice?: true;
}

export type HttpErrorCatalog = Record<string, HttpErrorMapping>;

/** A mapping answered only to the back office (English only, see `backOffice`). */
export const backOfficeOnly = (status: number, message: string): HttpErrorMapping => ({
  status,
  message,
  backOffice: true,
});

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
  // A payment provider's fault (shared/domain/provider-unavailable.ts): its own words are logged,
  // never answered, and a 401 of the provider's must not read as "logged out" in the browser.
  'PROVIDER.UNAVAILABLE': {
    status: 502,
    message: 'The payment provider is not reachable at the moment, please try again later.',
  },
  // The provider rate limits us; answered with Retry-After.
  'PROVIDER.RATE_LIMITED': {
    status: 503,
    message: 'The payment provider is busy at the moment, please try again in a few minutes.',
  },
};
