/** One line of an order's timeline. */
export interface OrderPageEvent {
  id: string;
  at: string;
  from: string | null;
  to: string;
  actor: string;
  detail: string;
}

/** An early fraud warning or a dispute about the order's payment (docs/decisions.md#early-fraud-warnings). */
export interface OrderPagePaymentAlert {
  /** Stripe's id. */
  id: string;
  kind: 'early_fraud_warning' | 'dispute';
  /** A dispute's Stripe status (needs_response, under_review, won, lost…); a warning's actionable or not. */
  status: string;
  /** Stripe's fraud type or dispute reason. */
  reason: string;
  /** USD disputed; null for a warning. */
  amount: number | null;
  /** The refund a warning made. */
  refundRef: string | null;
  at: string;
  updatedAt: string;
}

/** The order page of the back office (docs/api/back-office.md, "The order page"). */
export interface OrderPage {
  id: string;
  user: { email: string };
  telenumber: string;
  country: string;
  /** USD paid: top-up + service charge. */
  amount: number;
  submitted: string;
  completed: string | null;
  status: string;
  transtatus: string;
  productId: string;
  productName: string;
  operatorName: string;
  price: number;
  serviceCharge: number;
  /** USD DT One charged (its wholesale price); null when unknown (older orders). */
  cost: number | null;
  /** USD paid minus cost, for a COMPLETED order whose cost is known; else null. */
  margin: number | null;
  gateway: 'stripe' | 'paypal';
  checkoutSessionId: string | null;
  paymentRef: string | null;
  providerTransactionId: string | null;
  failureReason: string | null;
  refundRef: string | null;
  paidAt: string | null;
  /** The card's (Stripe) or payer's (PayPal) country, ISO alpha-2, when the gateway told it. */
  paymentCountry: string | null;
  /** Why the order was held for review, and since when (null: never held). */
  holdReason: string | null;
  heldAt: string | null;
  customer: {
    id: string;
    fullname: string;
    email: string;
    telephone: string;
    /** Null when the customer may buy (docs/decisions.md#blocked-customers). */
    blocked: { at: string; reason: string; by: string } | null;
  };
  /** Early fraud warnings and disputes, oldest first. */
  paymentAlerts: OrderPagePaymentAlert[];
  events: OrderPageEvent[];
  actions: { check: boolean; refund: boolean; approve: boolean; refuse: boolean };
}

/**
 * Which buttons make sense: "check now" while the order can still move (an unpaid checkout, one
 * in fulfilment, a failed top-up awaiting its refund); "refund" only for a FAILED one; "approve"
 * and "refuse" only for one held for review (docs/specification.md#review-queue).
 */
export function actionsFor(order: {
  status: string;
  checkoutSessionId: string | null;
}): OrderPage['actions'] {
  const check =
    ['PAID', 'SUBMITTED', 'FAILED'].includes(order.status) ||
    (order.status === 'PENDING_PAYMENT' && order.checkoutSessionId !== null);
  const held = order.status === 'HELD_FOR_REVIEW';
  return { check, refund: order.status === 'FAILED', approve: held, refuse: held };
}

/** The order's margin in cents: paid minus DT One's price, only once delivered (docs/decisions.md#dt-one-balance-thresholds). */
export function marginCentsOf(order: {
  status: string;
  paidCents: number;
  wholesaleCents: number | null;
}): number | null {
  if (order.status !== 'COMPLETED' || order.wholesaleCents === null) return null;
  return order.paidCents - order.wholesaleCents;
}
