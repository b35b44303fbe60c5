// GET /api/user/auto-top-ups (customer session): the customer's automatic top-ups and saved card
// (docs/specification.md#automatic-top-ups). Shared: /Profile's list (features/autotopup) and the
// saved recipients' chips (features/recipients) read the same answer.
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import type { AutoTopUp, AutoTopUpList } from '@/api/types';
import { api } from '@/lib/api-client';

export const autoTopUpSchema: z.ZodMiniType<AutoTopUp> = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  telenumber: z.string(),
  operatorName: z.string(),
  intervalDays: z.number(),
  status: z.string(),
  stopReason: z.nullable(z.string()),
  nextDueAt: z.nullable(z.string()),
  nextAmountCents: z.nullable(z.number()),
  agreedCents: z.number(),
  timeZone: z.string(),
  createdAt: z.string(),
});

const listSchema: z.ZodMiniType<AutoTopUpList> = z.object({
  autoTopUps: z.array(autoTopUpSchema),
  card: z.nullable(z.object({ brand: z.string(), last4: z.string() })),
});

export const autoTopUpsQueryKey = ['auto-top-ups'] as const;

export async function getAutoTopUps(): Promise<AutoTopUpList> {
  return listSchema.parse(await api.get('/api/user/auto-top-ups'));
}

/**
 * The list; `enabled` false for a visitor (the call would send them to /Login). With
 * `refreshWhilePendingMs`, asked again that often while a schedule waits for its first payment to
 * be confirmed (the worker starts it a few seconds after the payment), and no more once none does.
 */
export function useAutoTopUps(enabled = true, refreshWhilePendingMs?: number) {
  return useQuery({
    queryKey: autoTopUpsQueryKey,
    queryFn: getAutoTopUps,
    enabled,
    refetchInterval: (query) =>
      refreshWhilePendingMs && query.state.data?.autoTopUps.some((s) => s.status === 'pending')
        ? refreshWhilePendingMs
        : false,
  });
}

/** The running (active or paused) schedule to this number, if any. */
export const runningTo = (list: AutoTopUpList | undefined, telenumber: string) =>
  list?.autoTopUps.find(
    (s) => s.telenumber === telenumber && (s.status === 'active' || s.status === 'paused'),
  );
