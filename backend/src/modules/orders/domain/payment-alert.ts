import type { Cents } from '@shared/domain/money';

/**
 * An early fraud warning or a dispute about an order's payment, as kept for the order page
 * (docs/decisions.md#early-fraud-warnings): Stripe's id, its status (a dispute's: needs_response, won, lost…;
 * a warning's: actionable or not), its reason (fraud type, dispute reason).
 */
export interface OrderPaymentAlert {
  id: string;
  kind: 'early_fraud_warning' | 'dispute';
  orderId: string;
  paymentRef: string;
  status: string;
  reason: string;
  amountCents: Cents | null;
}
