import type { Language } from '@shared/domain/language';
import type { Cents } from '@shared/domain/money';
import type { MvmPayment } from '../domain/mvm-payment';

/** A payment as the payer asked for it, checked at the edge (DTOs: amount, lists, text). */
export interface MvmPaymentInput {
  amountCents: Cents;
  description: string;
  payerName: string;
  /** A listed course or project type; null only for a card payment that named none. */
  course: string | null;
  email: string | null;
  /** The request's language (docs/decisions.md#mail-language). */
  language: Language;
}

/** What the gateways show the payer: the fee's kind and course (never more than 127 characters). */
export function gatewayDescription(payment: Pick<MvmPayment, 'kind' | 'course'>): string {
  const what = payment.kind === 'course' ? 'Course payment' : 'Project payment';
  return (payment.course ? `${what}: ${payment.course}` : what).slice(0, 127);
}
