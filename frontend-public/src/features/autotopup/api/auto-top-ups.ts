// The customer's automatic top-ups (docs/specification.md#automatic-top-ups), customer session +
// CSRF: GET/POST /api/user/auto-top-ups, PATCH /api/user/auto-top-ups/{id},
// DELETE /api/user/auto-top-ups/card. 401 -> /Login and 500 -> /Error500 centrally; 400/404/409
// carry the message to show.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import type { AutoTopUp, AutoTopUpChange, AutoTopUpList, AutoTopUpSetUp } from '@/api/types';
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

/** The list; `enabled` false for a visitor (the call would send them to /Login). */
export function useAutoTopUps(enabled = true) {
  return useQuery({ queryKey: autoTopUpsQueryKey, queryFn: getAutoTopUps, enabled });
}

/** The first payment of a repeat: answers Stripe Checkout's url. */
export async function startAutoTopUp(setUp: AutoTopUpSetUp): Promise<{ url: string }> {
  return z
    .object({ url: z.string() })
    .parse(await api.post('/api/user/auto-top-ups', setUp, { handle: [401] }));
}

function useListChange<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: autoTopUpsQueryKey }),
  });
}

export const useChangeAutoTopUp = () =>
  useListChange(async ({ id, change }: { id: string; change: AutoTopUpChange }) =>
    autoTopUpSchema.parse(
      await api.patch(`/api/user/auto-top-ups/${encodeURIComponent(id)}`, change),
    ),
  );

export const useRemoveSavedCard = () =>
  useListChange(() => api.delete('/api/user/auto-top-ups/card'));
