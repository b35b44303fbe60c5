import type { Cents } from '@shared/domain/money';

/**
 * Sends airtime through the provider (DT One). `externalId` is our order id: the provider refuses
 * a second transaction with the same one, so a retry can never top a phone up twice.
 *
 * Expected outcomes come back as values; only faults (timeout, 5xx, network) throw
 * TopUpProviderUnavailable, after which the caller must look the transaction up before retrying.
 */
export type TopUpState = (
  | { state: 'pending'; providerTransactionId: string }
  | {
      state: 'completed';
      providerTransactionId: string;
      /**
       * The PIN a PIN product delivered (DT One's transaction `pin`); absent for top-ups that go
       * straight to the phone. A secret: never logged, never written in an order's history line.
       */
      pin?: DeliveredPin | null;
    }
  | {
      state: 'failed';
      providerTransactionId: string | null;
      reason: string;
      /** Ended by a cancel we asked for (DVS class CANCELLED), not refused or declined by DT One. */
      cancelled?: boolean;
    }
) & {
  /**
   * What the provider charged for the transaction (its wholesale price plus fee, USD cents), when
   * its answer says so in USD; absent or null otherwise.
   */
  wholesaleCents?: Cents | null;
  /** The operator's reference for the top-up (DT One's `operator_reference`), once it has one. */
  operatorReference?: string | null;
};

/** A PIN product's voucher: the code the recipient dials or types, and its serial number. */
export interface DeliveredPin {
  code: string;
  serial: string | null;
}

/** Whether the provider cancelled a transaction: only one not yet sent to the operator can be. */
export type TopUpCancellation = 'cancelled' | 'refused';

export interface TopUpRequest {
  externalId: string;
  productId: string;
  /** International form, e.g. '+255712345678'. */
  mobileNumber: string;
  /**
   * A ranged product's typed amount: the USD cents to send, sent with DT One's
   * calculation_mode SOURCE_AMOUNT. Absent for products with a set amount.
   */
  sentUsdCents?: Cents;
}

export class TopUpProviderUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TopUpProviderUnavailable';
  }
}

export abstract class TopUpSender {
  /** Starts the top-up (async at the provider). A reused externalId answers the existing transaction. */
  abstract send(request: TopUpRequest): Promise<TopUpState>;
  /** The transaction made with this externalId, or null when the provider has none. */
  abstract findByExternalId(externalId: string): Promise<TopUpState | null>;
  /**
   * Asks the provider to cancel the transaction (the delivery time limit,
   * docs/specification.md#delayed-top-ups). 'refused' when it went too far to be cancelled;
   * faults throw TopUpProviderUnavailable. A sender that cannot cancel refuses.
   */
  cancel(providerTransactionId: string): Promise<TopUpCancellation> {
    void providerTransactionId;
    return Promise.resolve('refused');
  }
}
