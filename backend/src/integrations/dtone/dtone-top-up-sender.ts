import {
  TopUpCancellation,
  TopUpProviderUnavailable,
  TopUpRequest,
  TopUpSender,
  TopUpState,
} from '@modules/orders/ports/top-up-sender.port';
import { DtoneApiError, DvsErrorCode } from './dvs-errors';
import { DvsHttpClient } from './dvs-http-client';
import { dvsTransactionSchema } from './dvs-schemas';
import { toTopUpState } from './dvs-transaction-state';

/** HTTP statuses on which DT One refused to create a transaction for good (never created one). */
const refusalStatuses = new Set([400, 404, 409, 422]);

/**
 * Top-ups through POST /async/transactions with external_id = our order id. Any fault, or an
 * answer we cannot read, throws TopUpProviderUnavailable: the outcome is unknown, so the caller
 * looks the transaction up by external id before anything else.
 */
export class DtoneTopUpSender extends TopUpSender {
  /**
   * `callbackUrl`: where DT One posts the transaction when its status changes (a hint only, read
   * back before use: docs/decisions.md#dt-ones-callback-is-a-hint); null sends none.
   */
  constructor(
    private readonly http: DvsHttpClient,
    private readonly callbackUrl: string | null = null,
  ) {
    super();
  }

  async send(request: TopUpRequest): Promise<TopUpState> {
    const productId = Number(request.productId);
    if (!Number.isSafeInteger(productId) || productId < 1) {
      return { state: 'failed', providerTransactionId: null, reason: 'Not a DT One product' };
    }
    try {
      const { body } = await this.http.post('/async/transactions', {
        external_id: request.externalId,
        product_id: productId,
        auto_confirm: true,
        credit_party_identifier: { mobile_number: request.mobileNumber },
        // A ranged product: the typed amount is DT One's source amount (docs/decisions.md).
        ...(request.sentUsdCents
          ? {
              calculation_mode: 'SOURCE_AMOUNT',
              source: { unit_type: 'CURRENCY', unit: 'USD', amount: request.sentUsdCents / 100 },
            }
          : {}),
        ...(this.callbackUrl ? { callback_url: this.callbackUrl } : {}),
      });
      return readState(body);
    } catch (err) {
      if (err instanceof DtoneApiError && err.dvsCode === DvsErrorCode.EXTERNAL_ID_USED) {
        // Sent before (a retry after a timeout, a second worker): answer that transaction.
        const existing = await this.findByExternalId(request.externalId);
        if (existing) return existing;
        throw new TopUpProviderUnavailable(
          `DT One says external id ${request.externalId} is used but shows no transaction`,
        );
      }
      if (isRefusal(err)) {
        return { state: 'failed', providerTransactionId: null, reason: err.providerMessage };
      }
      throw unavailable(err);
    }
  }

  async findByExternalId(externalId: string): Promise<TopUpState | null> {
    try {
      const { body } = await this.http.get('/transactions', { external_id: externalId });
      if (!Array.isArray(body))
        throw new Error('DT One answered a transaction search with no list');
      return body.length ? readState(body[0]) : null;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw unavailable(err);
    }
  }

  /** GET /transactions/{id}: what a callback hint is checked against (callbacks are unsigned). */
  async findById(providerTransactionId: string): Promise<TopUpState | null> {
    try {
      const { body } = await this.http.get(
        `/transactions/${encodeURIComponent(providerTransactionId)}`,
      );
      return readState(body);
    } catch (err) {
      if (isNotFound(err)) return null;
      throw unavailable(err);
    }
  }

  /**
   * POST /transactions/{id}/cancel: DT One cancels only a transaction still CREATED (not yet sent
   * to the operator); a refusal with a DVS code means it went further, and polling goes on.
   */
  override async cancel(providerTransactionId: string): Promise<TopUpCancellation> {
    try {
      // The documented call has no request body (DVS refuses one with 415).
      const path = `/transactions/${encodeURIComponent(providerTransactionId)}/cancel`;
      await this.http.request('POST', path);
      return 'cancelled';
    } catch (err) {
      if (isRefusal(err)) return 'refused';
      throw unavailable(err);
    }
  }
}

function readState(body: unknown): TopUpState {
  const parsed = dvsTransactionSchema.safeParse(body);
  if (!parsed.success) throw new Error('DT One answered a transaction we cannot read');
  return toTopUpState(parsed.data);
}

/**
 * A 4xx with a DVS code other than auth and rate limiting: DT One refused (product gone, invalid
 * number, balance) and created nothing, so failing is final and safe to refund.
 */
function isRefusal(err: unknown): err is DtoneApiError {
  return (
    err instanceof DtoneApiError &&
    err.dvsCode !== null &&
    refusalStatuses.has(err.status) &&
    err.dvsCode !== DvsErrorCode.UNAUTHORIZED &&
    err.dvsCode !== DvsErrorCode.RATE_LIMITED
  );
}

/** Only DVS's own code counts: a bare 404 (wrong URL, proxy) must not read as "never sent". */
function isNotFound(err: unknown): boolean {
  return err instanceof DtoneApiError && err.dvsCode === DvsErrorCode.TRANSACTION_NOT_FOUND;
}

function unavailable(err: unknown): TopUpProviderUnavailable {
  if (err instanceof TopUpProviderUnavailable) return err;
  const wrapped = new TopUpProviderUnavailable(err instanceof Error ? err.message : String(err));
  wrapped.cause = err;
  return wrapped;
}
