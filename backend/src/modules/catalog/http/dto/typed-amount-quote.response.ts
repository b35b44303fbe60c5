import { formatCents } from '@shared/domain/money';
import type { RangedQuote } from '../../domain/pricing';

/** What arrives for a typed amount. */
export class QuotedArrival {
  /** In `unit`, to 2 decimals, e.g. 1290. */
  amount: number;
  /** e.g. 'KES'. */
  unit: string;
}

/**
 * The price of an amount typed for a ranged offer, before payment
 * (docs/specification.md#ranged-products); checkout charges exactly this.
 */
export class TypedAmountQuoteResponse {
  productId: string;
  /** USD typed (what is sent). */
  sent: number;
  /** What the recipient receives. */
  receives: QuotedArrival;
  /** USD price of the top-up (our pricing rules). */
  amount: number;
  /** USD processing fee. */
  serviceCharge: number;
  /** USD total: amount + serviceCharge. */
  total: number;

  static of(productId: string, unit: string, q: RangedQuote): TypedAmountQuoteResponse {
    return {
      productId,
      sent: Number(formatCents(q.sentCents)),
      receives: { amount: q.receives, unit },
      amount: Number(formatCents(q.amountCents)),
      serviceCharge: Number(formatCents(q.serviceChargeCents)),
      total: Number(formatCents(q.amountCents + q.serviceChargeCents)),
    };
  }
}
