// GET /api/product/offers: the countries and operators the profile's "add a recipient" form
// offers (a recipient is only useful for an operator the shop sells).
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { offerSchema } from '@/api/schemas';
import { api } from '@/lib/api-client';

export function useCatalogue(enabled: boolean) {
  return useQuery({
    queryKey: ['recipients', 'catalogue'] as const,
    queryFn: async () => z.array(offerSchema).parse(await api.get('/api/product/offers')),
    enabled,
    staleTime: 30 * 60_000,
  });
}
