import { z } from 'zod';
import type { CardPaymentAlert } from '@shared/ports/card-payment-alerts.port';

/**
 * The parts of Stripe's radar.early_fraud_warning and dispute objects we read. `charge` and
 * `payment_intent` may come expanded (an object with an id) or as ids.
 */
const ref = z.union([
  z.string().min(1),
  z.object({ id: z.string().min(1) }).transform((o) => o.id),
]);

const earlyFraudWarningSchema = z.object({
  id: z.string().min(1),
  object: z.literal('radar.early_fraud_warning'),
  charge: ref,
  payment_intent: ref,
  fraud_type: z.string(),
  actionable: z.boolean(),
});

const disputeSchema = z.object({
  id: z.string().min(1),
  object: z.literal('dispute'),
  charge: ref,
  payment_intent: ref,
  status: z.string().min(1),
  reason: z.string(),
  amount: z.number().int().nonnegative(),
});

/**
 * Stripe's object as our alert; throws (a provider fault: the webhook fails and Stripe sends it
 * again) when it lacks what we need, e.g. a payment without a payment intent.
 */
export function toCardPaymentAlert(object: unknown): CardPaymentAlert {
  const kind = (object as { object?: unknown } | null)?.object;
  if (kind === 'radar.early_fraud_warning') {
    const w = earlyFraudWarningSchema.parse(object);
    return {
      kind: 'early_fraud_warning',
      id: w.id,
      paymentRef: w.payment_intent,
      chargeRef: w.charge,
      fraudType: w.fraud_type,
      actionable: w.actionable,
    };
  }
  const d = disputeSchema.parse(object);
  return {
    kind: 'dispute',
    id: d.id,
    paymentRef: d.payment_intent,
    chargeRef: d.charge,
    status: d.status,
    reason: d.reason,
    amountCents: d.amount,
  };
}
