// The order's progress as both the payment checks and the live stream answer it
// (OrderProgressResponse), and what each status means for the success page.
import { ORDER_STATUSES, type OrderStatus } from '@selamtopup/api-types/order-status-words';
import * as z from 'zod/v4-mini';
import type { OrderProgress } from '@/api/types';

export type { OrderStatus };

export const orderProgressSchema = z.object({
  /** The order (Transaction ID), followed live by its id. */
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  productId: z.string(),
  productName: z.string(),
  phoneNumber: z.string(),
  /** USD total paid (amount + serviceCharge). */
  amount: z.number(),
  /** What the recipient receives, as at checkout; null for older orders. */
  receives: z.nullable(z.string()),
  /** e.g. '30 days'; null when unknown. */
  validity: z.nullable(z.string()),
  /** A delivered PIN product's voucher: only ever in the answer to the order's own customer. */
  pin: z.optional(z.object({ code: z.string(), serial: z.nullable(z.string()) })),
  /** Late and still being tried: the customer was mailed (docs/specification.md). */
  delayed: z._default(z.boolean(), false),
  /** The operator's reference once delivered, for the receipt. */
  operatorReference: z._default(z.nullable(z.string()), null),
}) satisfies z.ZodMiniType<OrderProgress>;
export type SessionCheck = z.infer<typeof orderProgressSchema>;

/**
 * Statuses the order is still moving on from, so the page keeps following it: the payment may not
 * be confirmed yet (PENDING_PAYMENT), the top-up is on its way (PAID, SUBMITTED), or a failed
 * top-up is being refunded (FAILED -> REFUNDED). The server's stream ends on the others. A payment
 * held for review (HELD_FOR_REVIEW) waits for a person, possibly for hours: the page says so and
 * stops following; the history and the e-mail tell the outcome.
 */
const MOVING: ReadonlySet<OrderStatus> = new Set([
  'PENDING_PAYMENT',
  'PAID',
  'SUBMITTED',
  'FAILED',
]);

export const isMoving = (status: OrderStatus) => MOVING.has(status);

/** The order went wrong: no top-up was sent (and any money taken is or will be refunded). */
export const isFailure = (status: OrderStatus) =>
  status === 'FAILED' || status === 'REFUNDED' || status === 'CANCELLED';

/** The payment is confirmed (the top-up is on its way or delivered). */
export const isPaid = (status: OrderStatus) =>
  status === 'PAID' || status === 'SUBMITTED' || status === 'COMPLETED';
