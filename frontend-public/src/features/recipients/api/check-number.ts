// POST /api/user/recipients/check-number {telenumber} (customer session + CSRF): whether /Payment
// asks the customer to confirm the number (docs/specification.md#wrong-number-guard).
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import type { KnownNumber } from '@/api/types';
import { api } from '@/lib/api-client';
import {
  knownNumberQueryKey,
  storedKnownNumber,
  storeKnownNumber,
} from '@/lib/stored-number-check';

const knownNumberSchema: z.ZodMiniType<KnownNumber> = z.object({
  known: z.boolean(),
  savedAs: z.nullable(z.string()),
});

export function useKnownNumber(telenumber: string, enabled: boolean) {
  const asked = enabled && telenumber !== '';
  return useQuery({
    queryKey: knownNumberQueryKey(telenumber),
    queryFn: async () => {
      const answer = knownNumberSchema.parse(
        // 401 is the payment page's to handle (it keeps the top-up for after the login).
        await api.post('/api/user/recipients/check-number', { telenumber }, { handle: [401] }),
      );
      storeKnownNumber(telenumber, answer);
      return answer;
    },
    // The answer Go to Payment kept for this number, as of when the server gave it: drawn at the
    // first render, and asked again in the background once stale, the server's answer then wins
    // (docs/decisions.md#the-answer-comes-with-the-selection).
    initialData: asked ? () => storedKnownNumber(telenumber)?.answer : undefined,
    initialDataUpdatedAt: asked ? () => storedKnownNumber(telenumber)?.at : undefined,
    enabled: asked,
    retry: false,
  });
}
