/**
 * Statuses of a top-up order (docs/specification.md#order-statuses), shown as Transaction Status.
 */
export const ORDER_STATUSES = [
  'PENDING_PAYMENT',
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
 * A paid order whose payment Stripe reports as fraud is refunded from wherever it is
 * (PAID, SUBMITTED, COMPLETED -> REFUNDED: docs/decisions-fraud.md#early-fraud-warnings); only
 * `fraudRefundMove` (top-up-order.ts) makes those moves.
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING_PAYMENT: ['PAID', 'CANCELLED'],
  PAID: ['SUBMITTED', 'COMPLETED', 'FAILED', 'REFUNDED'],
  SUBMITTED: ['COMPLETED', 'FAILED', 'REFUNDED'],
  COMPLETED: ['FAILED', 'REFUNDED'],
  FAILED: ['REFUNDED'],
  REFUNDED: [],
  CANCELLED: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to);

/**
 * How each status is named wherever a person reads it (Transaction Status in the back office's
 * list and CSV, docs/api/back-office.md; both frontends, through api-types/order-status-words.ts):
 * words, not codes. The one copy.
 */
export const ORDER_STATUS_WORDS: Readonly<Record<OrderStatus, string>> = {
  PENDING_PAYMENT: 'Waiting for payment',
  PAID: 'Paid',
  SUBMITTED: 'Sending',
  COMPLETED: 'Delivered',
  FAILED: 'Failed',
  REFUNDED: 'Refunded',
  CANCELLED: 'Cancelled',
};

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
