/**
 * Statuses of a top-up order (docs/specification.md#order-statuses), shown as Transaction Status.
 */
export const ORDER_STATUSES = [
  'PENDING_PAYMENT',
  'HELD_FOR_REVIEW',
  'PAID',
  'SUBMITTED',
  'COMPLETED',
  'FAILED',
  'REFUNDED',
  'CANCELLED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Where each status may go. Every paid order ends COMPLETED or REFUNDED: FAILED always leads to
 * a refund, and a COMPLETED top-up the provider later reverses becomes FAILED (then refunded).
 * A paid order that looks risky waits HELD_FOR_REVIEW (docs/specification.md#review-queue): an
 * admin's Approve makes it PAID (fulfilment), a Refuse or the sweep makes it FAILED (refund). Both
 * leave HELD_FOR_REVIEW by one guarded move, so only the first of them happens.
 * A paid order whose payment Stripe reports as fraud is refunded from wherever it is
 * (HELD_FOR_REVIEW, PAID, SUBMITTED, COMPLETED -> REFUNDED:
 * docs/decisions.md#early-fraud-warnings); only `fraudRefundMove` (top-up-order.ts) makes
 * those moves.
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING_PAYMENT: ['PAID', 'HELD_FOR_REVIEW', 'CANCELLED'],
  HELD_FOR_REVIEW: ['PAID', 'FAILED', 'REFUNDED'],
  PAID: ['SUBMITTED', 'COMPLETED', 'FAILED', 'REFUNDED'],
  SUBMITTED: ['COMPLETED', 'FAILED', 'REFUNDED'],
  COMPLETED: ['FAILED', 'REFUNDED'],
  FAILED: ['REFUNDED'],
  REFUNDED: [],
  CANCELLED: [],
};

/**
 * Paid and not delivered yet: the statuses the delay sweep watches
 * (docs/specification.md#delayed-top-ups). A late order keeps its status (SUBMITTED reads
 * "Sending"): being late is a time on the order, not a step of delivery
 * (docs/decisions.md#a-delay-is-a-time-not-a-status).
 */
export const AWAITING_DELIVERY: readonly OrderStatus[] = ['PAID', 'SUBMITTED'];

/**
 * Delivered or refunded: no fulfilment run has anything left to do, so the move there also ends
 * the order's fulfilment lease (docs/decisions.md#one-fulfilment-run-per-order). The run that made
 * the move writes nothing more; a run still holding the order (a fraud refund made meanwhile) can
 * no longer renew, so it never sends.
 */
export const ENDS_FULFILMENT: readonly OrderStatus[] = ['COMPLETED', 'REFUNDED'];

/** What the delay sweep does for an order paid `sendingMs` ago and not delivered yet. */
export type DeliveryDelay = 'on-time' | 'notice' | 'time-limit';

export function deliveryDelay(
  order: { status: OrderStatus; delayNoticedAt: Date | null; timeLimitAt: Date | null },
  sendingMs: number,
  limits: { noticeMinutes: number; timeLimitHours: number },
): DeliveryDelay {
  if (!AWAITING_DELIVERY.includes(order.status)) return 'on-time';
  // The time limit wins: an order found past both limits at once is not told "we keep trying".
  if (!order.timeLimitAt && sendingMs >= limits.timeLimitHours * 3_600_000) return 'time-limit';
  if (!order.delayNoticedAt && !order.timeLimitAt && sendingMs >= limits.noticeMinutes * 60_000)
    return 'notice';
  return 'on-time';
}

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to);

/**
 * How each status is named wherever a person reads it (Transaction Status in the back office's
 * list and CSV, docs/api/back-office.md; both frontends, through api-types/order-status-words.ts):
 * words, not codes. The one copy.
 */
export const ORDER_STATUS_WORDS: Readonly<Record<OrderStatus, string>> = {
  PENDING_PAYMENT: 'Waiting for payment',
  HELD_FOR_REVIEW: 'Held for review',
  PAID: 'Paid',
  SUBMITTED: 'Sending',
  COMPLETED: 'Delivered',
  FAILED: 'Failed',
  REFUNDED: 'Refunded',
  CANCELLED: 'Cancelled',
};

/**
 * The words the customer reads (the success page, the history): the same as ORDER_STATUS_WORDS
 * but for a held order, which the customer reads as a payment being checked, not as a suspicion
 * (docs/specification.md#review-queue).
 */
export const CUSTOMER_STATUS_WORDS: Readonly<Record<OrderStatus, string>> = {
  ...ORDER_STATUS_WORDS,
  HELD_FOR_REVIEW: 'We are checking this payment',
};

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
