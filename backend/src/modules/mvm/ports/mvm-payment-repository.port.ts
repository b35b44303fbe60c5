import type { Language } from '@shared/domain/language';
import type { Cents } from '@shared/domain/money';
import type { MvmKind, MvmPayment, MvmProvider } from '../domain/mvm-payment';

export interface NewMvmPayment {
  kind: MvmKind;
  course: string | null;
  payerName: string;
  description: string;
  amountCents: Cents;
  provider: MvmProvider;
  payerEmail: string | null;
  language: Language;
}

/** "The gateway says this payment's money arrived", as recorded once. */
export interface MvmPaymentConfirmation {
  paymentId: string;
  provider: MvmProvider;
  /** Capture id (PayPal) or payment intent (Stripe). */
  providerRef: string;
  amountCents: Cents;
  /** Who confirmed: 'capture', 'webhook', 'invoice-page', 'reconciliation'. */
  source: string;
}

/** Mvm payments in PostgreSQL (mvm_payments). */
export abstract class MvmPaymentRepository {
  abstract create(payment: NewMvmPayment): Promise<MvmPayment>;
  abstract findById(id: string): Promise<MvmPayment | null>;
  /** The payment whose money has this reference (Stripe's payment intent, PayPal's capture id). */
  abstract findByProviderRef(
    provider: MvmProvider,
    providerRef: string,
  ): Promise<MvmPayment | null>;
  abstract findByProviderOrder(
    provider: MvmProvider,
    providerOrderId: string,
  ): Promise<MvmPayment | null>;
  /**
   * Records the gateway's order (PayPal) or checkout session (Stripe) of a PENDING payment;
   * false when the payment is no longer PENDING.
   */
  abstract attachProviderOrder(
    id: string,
    providerOrderId: string,
    checkoutUrl: string | null,
  ): Promise<boolean>;
  /**
   * PAID once, whoever confirms first (a unique row in payment_confirmations): 'already' for
   * every later or concurrent confirmation. Money that arrived wins over an earlier FAILED or
   * CANCELLED.
   */
  abstract confirmPaid(confirmation: MvmPaymentConfirmation): Promise<'confirmed' | 'already'>;
  /** PENDING → FAILED or CANCELLED; false when the payment was not PENDING any more. */
  abstract settleUnpaid(
    id: string,
    to: 'FAILED' | 'CANCELLED',
    reason: string,
    providerRef?: string,
  ): Promise<boolean>;
  /** PENDING payments created more than `idleMs` ago, oldest first (reconciliation). */
  abstract findPending(idleMs: number, limit: number): Promise<MvmPayment[]>;
}
