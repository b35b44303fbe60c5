// The offer (product) as the API answers it (docs/specification.md#entities): the home page's
// catalogue entry, read
// again by /Payment, the success page and Resend. Classic zod like the other account screens, so
// these pages share no chunk with the home page (whose JavaScript budget is tight).
import { z } from 'zod';
import type { Offer as CatalogOffer } from '../../catalog/api/get-offers';

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
  subService: z.string().nullish(),
  operatorCountry: z.string(),
  operatorName: z.string(),
  operatorId: z.string(),
  countryCode: z.string().nullable(),
}) satisfies z.ZodType<CatalogOffer>;

export type Offer = z.infer<typeof offerSchema>;

/**
 * localStorage keys of the stored product and number (docs/specification.md#entities), as the home
 * page writes them.
 */
export const PRODUCT_KEY = 'product';
export const PHONE_NUMBER_KEY = 'phoneNumber';

export const PRODUCT_NOT_AVAILABLE = 'Product Not Available!';
