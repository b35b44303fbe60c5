// GET /api/mvm/payments/{id} (no login): a course or project payment as the server records it.
// The invoice page shows only this, never what a query string claims.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import type { MvmPayment, MvmPaymentStatus } from '@/api/types';
import { api } from '@/lib/api-client';

export const MVM_PAYMENT_STATUSES = [
  'PENDING',
  'PAID',
  'FAILED',
  'CANCELLED',
] as const satisfies readonly MvmPaymentStatus[];
export type { MvmPayment, MvmPaymentStatus };

export const mvmPaymentSchema = z.object({
  id: z.string(),
  status: z.enum(MVM_PAYMENT_STATUSES),
  provider: z.enum(['paypal', 'stripe']),
  providerRef: z.nullable(z.string()),
  payerName: z.string(),
  course: z.nullable(z.string()),
  description: z.string(),
  /** USD with two decimals, e.g. '12.50'. */
  amountUsd: z.string(),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
}) satisfies z.ZodMiniType<MvmPayment>;

export async function getMvmPayment(id: string): Promise<MvmPayment> {
  return mvmPaymentSchema.parse(await api.get(`/api/mvm/payments/${encodeURIComponent(id)}`));
}

export interface PollOptions {
  intervalMs?: number;
  /** Answers to wait for at most while the payment is PENDING (30 x 2 s: about a minute). */
  maxChecks?: number;
}

export const mvmPaymentQueryKey = (id: string) => ['mvm', 'payment', id] as const;

/**
 * The payment, asked again every `intervalMs` while it is PENDING (a card payment whose webhook
 * has not arrived yet: the server also asks Stripe). `gaveUp` when it stopped asking.
 */
export function useMvmPayment(
  id: string | undefined,
  { intervalMs = 2000, maxChecks = 30 }: PollOptions = {},
) {
  const queryKey = mvmPaymentQueryKey(id ?? '');
  const query = useQuery({
    queryKey,
    queryFn: () => getMvmPayment(id ?? ''),
    enabled: Boolean(id),
    retry: false,
    staleTime: 0,
    refetchInterval: ({ state }) =>
      state.data?.status === 'PENDING' && state.dataUpdateCount < maxChecks ? intervalMs : false,
  });
  const answers = useQueryClient().getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const gaveUp = query.data?.status === 'PENDING' && answers >= maxChecks;
  return { ...query, gaveUp };
}
