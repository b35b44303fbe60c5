// GET /api/product/offers: the whole active catalogue, anonymous; the server adds ETag/304.
import { useQuery } from '@tanstack/react-query';
import type { Offer } from '@/api/offer';
import { api } from '@/lib/api-client';
import { checkedAnswer } from '@/lib/checked-answer';

export const offersQueryKey = ['catalog', 'offers'] as const;

export async function getOffers(): Promise<Offer[]> {
  return checkedAnswer(
    api.get('/api/product/offers'),
    import('./schemas').then((m) => m.offersSchema),
  );
}

export function useOffers() {
  return useQuery({
    queryKey: offersQueryKey,
    queryFn: getOffers,
    // The catalogue changes once a night (offer sync): no need to ask again within a visit.
    staleTime: 30 * 60_000,
  });
}
