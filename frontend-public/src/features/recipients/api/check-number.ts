// POST /api/user/recipients/check-number {telenumber} (customer session + CSRF): whether /Payment
// asks the customer to confirm the number (docs/specification.md#wrong-number-guard).
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import type { KnownNumber } from '@/api/types';
import { api } from '@/lib/api-client';

const knownNumberSchema: z.ZodMiniType<KnownNumber> = z.object({
  known: z.boolean(),
  savedAs: z.nullable(z.string()),
});

export function useKnownNumber(telenumber: string, enabled: boolean) {
  return useQuery({
    queryKey: ['recipients', 'known', telenumber] as const,
    queryFn: async () =>
      knownNumberSchema.parse(
        // 401 is the payment page's to handle (it keeps the top-up for after the login).
        await api.post('/api/user/recipients/check-number', { telenumber }, { handle: [401] }),
      ),
    enabled: enabled && telenumber !== '',
    retry: false,
  });
}
