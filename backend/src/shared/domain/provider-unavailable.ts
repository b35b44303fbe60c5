import { DomainError } from './domain-error';

/** Codes of a provider's faults; shared/http/http-error-catalog.ts gives their answers. */
export const ProviderErrors = {
  /** The provider could not be reached, or answered a fault (5xx, refused our credentials…). */
  UNAVAILABLE: 'PROVIDER.UNAVAILABLE',
  /** The provider said we are calling too often (its 429). */
  RATE_LIMITED: 'PROVIDER.RATE_LIMITED',
} as const;

/** How long a client waits when a provider rate-limits us and does not say (seconds). */
export const DEFAULT_RETRY_AFTER_SECONDS = 30;

/**
 * A third party (Stripe, PayPal, DT One) could not serve a request. The message is the provider's
 * own words, for the log; the HTTP answer is always ours (its code's text), never the
 * provider's, which may name keys or internals. `retryAfterSeconds` is set when the provider is
 * rate limiting us: the answer then says when to try again.
 */
export class ProviderFault extends DomainError {
  constructor(
    code: string,
    readonly provider: string,
    /** The provider's words, naming it ("PayPal generate-token answered 401"): for the log. */
    detail: string,
    readonly retryAfterSeconds: number | null = null,
    cause?: unknown,
  ) {
    super(code, detail);
    this.name = 'ProviderFault';
    if (cause !== undefined) this.cause = cause;
  }
}

/** A payment provider's fault: PROVIDER.UNAVAILABLE, or PROVIDER.RATE_LIMITED with a wait. */
export class ProviderUnavailableError extends ProviderFault {
  constructor(provider: string, detail: string, retryAfterSeconds: number | null = null) {
    super(
      retryAfterSeconds === null ? ProviderErrors.UNAVAILABLE : ProviderErrors.RATE_LIMITED,
      provider,
      detail,
      retryAfterSeconds,
    );
    this.name = 'ProviderUnavailableError';
  }
}

/**
 * The wait a provider's Retry-After header asks for, in whole seconds (1 to 3600); the default
 * when it is missing or unreadable. HTTP dates are read too.
 */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number {
  const value = header?.trim();
  if (!value) return DEFAULT_RETRY_AFTER_SECONDS;
  const seconds = /^\d+$/.test(value) ? Number(value) : Math.ceil((Date.parse(value) - now) / 1000);
  if (!Number.isFinite(seconds)) return DEFAULT_RETRY_AFTER_SECONDS;
  return Math.min(Math.max(seconds, 1), 3600);
}
