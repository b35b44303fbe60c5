// The customer's automatic top-ups (docs/specification.md#automatic-top-ups), customer session +
// CSRF: GET/POST /api/user/auto-top-ups, PATCH /api/user/auto-top-ups/{id},
// DELETE /api/user/auto-top-ups/card. 401 -> /Login and 500 -> /Error500 centrally; 400/404/409
// carry the message to show.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { autoTopUpSchema, autoTopUpsQueryKey } from '@/api/auto-top-ups';
import type { AutoTopUpChange, AutoTopUpSetUp } from '@/api/types';
import { api } from '@/lib/api-client';

export {
  autoTopUpSchema,
  autoTopUpsQueryKey,
  getAutoTopUps,
  useAutoTopUps,
} from '@/api/auto-top-ups';

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
