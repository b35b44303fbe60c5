/** One line of an order's timeline. */
export interface OrderPageEvent {
  id: string;
  at: string;
  from: string | null;
  to: string;
  actor: string;
  detail: string;
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
  customer: { id: string; fullname: string; email: string; telephone: string };
  events: OrderPageEvent[];
  actions: { check: boolean; refund: boolean };
}

/**
 * Which buttons make sense: "check now" while the order can still move (an unpaid checkout, one
 * in fulfilment, a failed top-up awaiting its refund); "refund" only for a FAILED one.
 */
export function actionsFor(order: {
  status: string;
  checkoutSessionId: string | null;
}): OrderPage['actions'] {
  const check =
    ['PAID', 'SUBMITTED', 'FAILED'].includes(order.status) ||
    (order.status === 'PENDING_PAYMENT' && order.checkoutSessionId !== null);
  return { check, refund: order.status === 'FAILED' };
}

/** The order's margin in cents: paid minus DT One's price, only once delivered (docs/decisions-money.md). */
export function marginCentsOf(order: {
  status: string;
  paidCents: number;
  wholesaleCents: number | null;
}): number | null {
  if (order.status !== 'COMPLETED' || order.wholesaleCents === null) return null;
  return order.paidCents - order.wholesaleCents;
}
