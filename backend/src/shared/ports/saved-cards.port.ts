import type { Cents } from '../domain/money';

/**
 * Saved cards and charges without the cardholder (Stripe Customers, payment methods saved by a
 * Checkout Session with setup_future_usage=off_session, off-session PaymentIntents), used by
 * automatic top-ups (docs/decisions.md#saved-cards-port). Expected outcomes (declined,
 * authentication required) are values; only faults throw.
 */
export interface SavedCard {
  /** Stripe's Customer id (cus_…). */
  customerRef: string;
  /** Stripe's PaymentMethod id (pm_…), attached to that customer. */
  paymentMethodRef: string;
  brand: string;
  last4: string;
}

export interface OffSessionChargeRequest {
  customerRef: string;
  paymentMethodRef: string;
  amountCents: Cents;
  /** Our order id: Stripe's metadata.orderId (the refund and the alerts find the order by it). */
  orderId: string;
  /** The same for every try of one charge (a schedule's period): a retry never charges twice. */
  idempotencyKey: string;
  description: string;
  metadata?: Record<string, string>;
}

export type OffSessionCharge =
  | { state: 'paid'; paymentRef: string; amountCents: Cents; cardCountry: string | null }
  /** The bank wants the cardholder (3-D Secure): the period must be paid by hand. */
  | { state: 'authentication-required'; paymentRef: string | null; reason: string }
  | { state: 'declined'; paymentRef: string | null; reason: string };

export abstract class SavedCards {
  /**
   * The gateway's customer for one of our accounts, created once (the caller keeps the answer;
   * a repeated call for the same account answers the same customer while the key lives).
   */
  abstract customerFor(account: { accountId: string; email: string | null }): Promise<string>;
  /** The card a paid checkout session saved for off-session use; null when it saved none. */
  abstract savedCardOf(sessionId: string): Promise<SavedCard | null>;
  /** Charges a saved card without the cardholder (off_session, confirmed at once). */
  abstract chargeOffSession(request: OffSessionChargeRequest): Promise<OffSessionCharge>;
  /** Detaches the card from its customer: it can never be charged again. */
  abstract removeCard(paymentMethodRef: string): Promise<void>;
}
