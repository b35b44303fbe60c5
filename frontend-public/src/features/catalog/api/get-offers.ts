// GET /api/product/offers: the whole active catalogue, anonymous; the server adds ETag/304.
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { api } from '../../../lib/api-client';

export const offerSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  /** Promotion text, '' when none. */
  promotionBonus: z.string(),
  /** Retail price in USD. */
  amount: z.number(),
  /** Processing fee in USD; Total Fee = amount + serviceCharge. */
  serviceCharge: z.number(),
  service: z.string(),
  /** e.g. 'Airtime', 'Data', 'Bundle'; absent when the product has none. */
  subService: z.nullish(z.string()),
  /** Country name, e.g. 'Tanzania'. */
  operatorCountry: z.string(),
  operatorName: z.string(),
  operatorId: z.string(),
  /** ISO 3166 alpha-2, e.g. 'TZ'; null when the provider gives none. */
  countryCode: z.nullable(z.string()),
});
export type Offer = z.infer<typeof offerSchema>;

export const offersSchema = z.array(offerSchema);

export const offersQueryKey = ['catalog', 'offers'] as const;

export async function getOffers(): Promise<Offer[]> {
  return offersSchema.parse(await api.get('/api/product/offers'));
}

export function useOffers() {
  return useQuery({
    queryKey: offersQueryKey,
    queryFn: getOffers,
    // The catalogue changes once a night (offer sync): no need to ask again within a visit.
    staleTime: 30 * 60_000,
  });
}
