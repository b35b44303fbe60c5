import { DomainError } from '../../shared/domain/domain-error';

/** One entry of DVS's documented error body `{errors: [{code, message}]}`. */
export interface DvsErrorEntry {
  code: number;
  message: string;
}

/** DVS error codes this integration acts on (see shared/design/PROVIDERS.md). */
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
 * null when the body was not DVS's. A coded DomainError so an HTTP layer can map it without
 * importing this integration.
 */
export class DtoneApiError extends DomainError {
  readonly dvsCode: number | null;

  constructor(
    readonly status: number,
    readonly errors: DvsErrorEntry[],
  ) {
    const first = errors[0];
    super(
      'DTONE.API_ERROR',
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
 * DT One could not be asked: network fault, timeout, 5xx, or still rate limited after retries.
 * Catalogue and lookup callers may map `DTONE.UNAVAILABLE` to 503; the top-up sender turns it
 * into the port's TopUpProviderUnavailable.
 */
export class DtoneUnavailableError extends DomainError {
  constructor(message: string, cause?: unknown) {
    super('DTONE.UNAVAILABLE', message);
    this.name = 'DtoneUnavailableError';
    if (cause !== undefined) this.cause = cause;
  }
}
