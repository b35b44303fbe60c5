// POST /api/stripe/checkout-session/{session_id}/check or /api/paypal/{orderID}/check (customer
// session): the success page asks the server to confirm the card or wallet payment (it fulfils
// once) and answers the order's progress.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { OrderProgress } from '../../../api/types';
import { api } from '../../../lib/api-client';

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

export const sessionCheckSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  productId: z.string(),
  productName: z.string(),
  phoneNumber: z.string(),
  /** USD total paid (amount + serviceCharge). */
  amount: z.number(),
}) satisfies z.ZodType<OrderProgress>;
export type SessionCheck = z.infer<typeof sessionCheckSchema>;

/**
 * Statuses the order is still moving on from, so the page asks again: the payment may not be
 * confirmed yet (PENDING_PAYMENT), the top-up is on its way (PAID, SUBMITTED), or a failed
 * top-up is being refunded (FAILED -> REFUNDED).
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

/** The payment the success page follows: a card checkout session or a wallet order. */
export type PaymentCheck = { sessionId: string } | { walletOrderId: string };

const checkPath = (check: PaymentCheck) =>
  'sessionId' in check
    ? `/api/stripe/checkout-session/${encodeURIComponent(check.sessionId)}/check`
    : `/api/paypal/${encodeURIComponent(check.walletOrderId)}/check`;

/** Confirms what the gateway says (the order is fulfilled once) and answers the order's progress. */
export async function checkPayment(check: PaymentCheck): Promise<SessionCheck> {
  return sessionCheckSchema.parse(await api.post(checkPath(check)));
}

export interface PollOptions {
  /** Pause between two checks. */
  intervalMs?: number;
  /** How many answers to wait for at most (30 x 2 s: about a minute). */
  maxChecks?: number;
}

export const checkQueryKey = (check: PaymentCheck | undefined) =>
  ['checkout', 'check', check ? checkPath(check) : ''] as const;

/**
 * Checks the session, then again every `intervalMs` while the order is still moving, up to
 * `maxChecks` answers. `gaveUp` is true when it stopped asking before the order settled.
 */
export function usePaymentCheck(
  check: PaymentCheck | undefined,
  { intervalMs = 2000, maxChecks = 30 }: PollOptions = {},
) {
  const queryKey = checkQueryKey(check);
  const query = useQuery({
    queryKey,
    queryFn: () => checkPayment(check!),
    enabled: Boolean(check),
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchInterval: ({ state }) =>
      state.data && isMoving(state.data.status) && state.dataUpdateCount < maxChecks
        ? intervalMs
        : false,
  });
  const answers = useQueryClient().getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const gaveUp = Boolean(query.data && isMoving(query.data.status) && answers >= maxChecks);
  return { ...query, gaveUp };
}
