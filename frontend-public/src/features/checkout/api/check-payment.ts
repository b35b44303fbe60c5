// POST /api/stripe/checkout-session/{session_id}/check or /api/paypal/{orderID}/check (customer
// session): the success page asks the server to confirm the card or wallet payment (it fulfils
// once) and answers the order's progress; then it follows the order live (follow-order.ts),
// polling only while the stream is not there or the payment is not confirmed yet.
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useOrderStream } from './follow-order';
import { isMoving, orderProgressSchema, type SessionCheck } from './order-progress';

/** The payment the success page follows: a card checkout session or a wallet order. */
export type PaymentCheck = { sessionId: string } | { walletOrderId: string };

const checkPath = (check: PaymentCheck) =>
  'sessionId' in check
    ? `/api/stripe/checkout-session/${encodeURIComponent(check.sessionId)}/check`
    : `/api/paypal/${encodeURIComponent(check.walletOrderId)}/check`;

/** Confirms what the gateway says (the order is fulfilled once) and answers the order's progress. */
export async function checkPayment(check: PaymentCheck): Promise<SessionCheck> {
  return orderProgressSchema.parse(await api.post(checkPath(check)));
}

export interface PollOptions {
  /** Pause between two checks when the page polls. */
  intervalMs?: number;
  /** How many answers to wait for at most (30 x 2 s: about a minute); also the time it waits. */
  maxChecks?: number;
}

export const checkQueryKey = (check: PaymentCheck | undefined) =>
  ['checkout', 'check', check ? checkPath(check) : ''] as const;

/**
 * Checks the payment, then follows the order live while it is moving. The check is asked again
 * every `intervalMs` only while the stream is not live, or while the payment is unconfirmed (the
 * check is what asks the gateway when its webhook is late). `gaveUp` is true when the order has
 * not settled after `maxChecks` answers or `maxChecks x intervalMs`.
 */
export function usePaymentCheck(
  check: PaymentCheck | undefined,
  { intervalMs = 2000, maxChecks = 30 }: PollOptions = {},
) {
  const queryClient = useQueryClient();
  const queryKey = checkQueryKey(check);
  const [live, setLive] = useState(false);
  const query = useQuery({
    queryKey,
    queryFn: () => checkPayment(check!),
    enabled: Boolean(check),
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchInterval: ({ state }) => {
      const status = state.data?.status;
      if (!status || !isMoving(status) || state.dataUpdateCount >= maxChecks) return false;
      return live && status !== 'PENDING_PAYMENT' ? false : intervalMs;
    },
  });
  const moving = Boolean(query.data && isMoving(query.data.status));
  const streaming = useOrderStream(moving ? query.data?.orderId : undefined, (progress) =>
    queryClient.setQueryData(queryKey, progress),
  );
  useEffect(() => setLive(streaming), [streaming]);

  // Following live asks nothing, so the answers alone cannot tell it has been too long.
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!moving) return;
    const timer = setTimeout(() => setLate(true), intervalMs * maxChecks);
    return () => clearTimeout(timer);
  }, [moving, intervalMs, maxChecks]);

  const answers = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const gaveUp = moving && (answers >= maxChecks || late);
  return { ...query, gaveUp, live: streaming };
}
