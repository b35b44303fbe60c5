import type { Language } from '@shared/domain/language';
import type { Cents } from '@shared/domain/money';

/** PENDING until the gateway says paid (PAID), declined (FAILED) or the checkout lapsed (CANCELLED). */
export const MVM_PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'CANCELLED'] as const;
export type MvmPaymentStatus = (typeof MVM_PAYMENT_STATUSES)[number];

export const MVM_PROVIDERS = ['paypal', 'stripe'] as const;
export type MvmProvider = (typeof MVM_PROVIDERS)[number];

/** What a person reads for each status: the back office's list and filter say the same words. */
export const MVM_PAYMENT_STATUS_WORDS: Readonly<Record<MvmPaymentStatus, string>> = {
  PENDING: 'Pending',
  PAID: 'Paid',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};

/** What a person reads for each provider, as the back office's list says it. */
export const MVM_PROVIDER_WORDS: Readonly<Record<MvmProvider, string>> = {
  paypal: 'PayPal',
  stripe: 'Card (Stripe)',
};

/** A course fee (/MvmRegistrationFee) or a project fee (/MvmProjectFee). */
export type MvmKind = 'course' | 'project';

/** One course or project payment (table mvm_payments). */
export interface MvmPayment {
  id: string;
  kind: MvmKind;
  /**
   * The course or project type as listed (docs/specification.md#course-payment); null for a card
   * project payment without one.
   */
  course: string | null;
  payerName: string;
  description: string;
  amountCents: Cents;
  provider: MvmProvider;
  /** PayPal's order id or Stripe's checkout session id, once the gateway made one. */
  providerOrderId: string | null;
  /** PayPal's capture id or Stripe's payment intent: the money's reference. */
  providerRef: string | null;
  /** Stripe's payment page (card payments). */
  checkoutUrl: string | null;
  status: MvmPaymentStatus;
  /** Where the receipt goes (optional, beyond the specification). */
  payerEmail: string | null;
  /** The language the payer used the site in: the receipt is written in it. */
  language: Language;
  failureReason: string | null;
  createdAt: Date;
  paidAt: Date | null;
}

const MINUTE = 60_000;

/**
 * How long a card payment can be paid: its Stripe Checkout Session expires this long after the
 * payment was created (Stripe allows 30 minutes to 24 hours), as for top-up orders.
 */
export const MVM_CARD_LIFETIME_MS = 60 * MINUTE;

/**
 * How long a wallet payment waits for the payer: PayPal lets a created order be approved for
 * 3 hours; after that reconciliation cancels a payment whose order was never approved.
 */
export const MVM_WALLET_LIFETIME_MS = 3 * 60 * MINUTE;

/** When the payment's card session expires, to the second (Stripe's expires_at). */
export const cardCheckoutExpiry = (payment: Pick<MvmPayment, 'createdAt'>): Date =>
  new Date(Math.floor((payment.createdAt.getTime() + MVM_CARD_LIFETIME_MS) / 1000) * 1000);
