import { ProviderFault } from '@shared/domain/provider-unavailable';

/** One entry of DVS's documented error body `{errors: [{code, message}]}`. */
export interface DvsErrorEntry {
  code: number;
  message: string;
}

/** DVS error codes this integration acts on (docs/providers.md#dvs-error-codes). */
export const DvsErrorCode = {
  UNAUTHORIZED: 1000401,
  RATE_LIMITED: 1000429,
  PRODUCT_NOT_AVAILABLE: 1003001,
  INVALID_MOBILE_NUMBER: 1005003,
  INSUFFICIENT_BALANCE: 1006001,
  EXTERNAL_ID_USED: 1007001,
  TRANSACTION_NOT_FOUND: 1008004,
} as const;

/**
 * DT One answered, and said no (a 4xx with its error body). `dvsCode` is the first error's code,
 * null when the body was not DVS's. A coded provider fault, so an HTTP layer maps it to our words
 * (DT One's are logged) without importing this integration.
 */
export class DtoneApiError extends ProviderFault {
  readonly dvsCode: number | null;

  constructor(
    readonly status: number,
    readonly errors: DvsErrorEntry[],
  ) {
    const first = errors[0];
    super(
      'DTONE.API_ERROR',
      'DT One',
      first
        ? `DT One refused the request: ${first.message} (${first.code}, HTTP ${status})`
        : `DT One refused the request (HTTP ${status})`,
    );
    this.name = 'DtoneApiError';
    this.dvsCode = first?.code ?? null;
  }

  /** The provider's own words, for a failure reason. */
  get providerMessage(): string {
    return this.errors[0]?.message ?? `HTTP ${this.status}`;
  }
}

/**
 * DT One could not be asked: network fault, timeout, 5xx (`DTONE.UNAVAILABLE`, answered 502), or
 * still rate limited after retries (`DTONE.RATE_LIMITED` with `retryAfterSeconds`, answered 503
 * with Retry-After). The top-up sender turns it into the port's TopUpProviderUnavailable.
 */
export class DtoneUnavailableError extends ProviderFault {
  constructor(message: string, cause?: unknown, retryAfterSeconds: number | null = null) {
    super(
      retryAfterSeconds === null ? 'DTONE.UNAVAILABLE' : 'DTONE.RATE_LIMITED',
      'DT One',
      message,
      retryAfterSeconds,
      cause,
    );
    this.name = 'DtoneUnavailableError';
  }
}
