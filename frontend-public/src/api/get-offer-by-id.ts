// GET /api/product/getOfferById/{productId} (customer session): one active offer, with the
// server's current price. 404 'Product Not Available!' when it is gone from the catalogue.
import { useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '@/lib/api-client';
import type { Offer } from './offer';
import { offerSchema } from './schemas';

export const offerByIdQueryKey = (productId: string) => ['checkout', 'offer', productId] as const;

export async function getOfferById(productId: string, options?: RequestOptions): Promise<Offer> {
  const path = `/api/product/getOfferById/${encodeURIComponent(productId)}`;
  return offerSchema.parse(await api.get(path, options));
}

/**
 * The offer as the server prices it now. `handle` lists statuses the screen handles itself
 * (e.g. [401] to go to /Login keeping the top-up choices).
 */
export function useOfferById(productId: string | undefined, options?: RequestOptions) {
  return useQuery({
    queryKey: offerByIdQueryKey(productId ?? ''),
    queryFn: () => getOfferById(productId ?? '', options),
    enabled: Boolean(productId),
  });
}
