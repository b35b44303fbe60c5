// The offer (product) as the API answers it: the home page's catalogue entry, read again by
// /Payment, the success page and Resend. zod/v4-mini like every schema of the site: the home
// page loads this one, and its JavaScript budget is tight (docs/decisions.md#one-zod-flavour).
import * as z from 'zod/v4-mini';
import { t } from '@/i18n/i18n';

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
  // docs/specification.md#what-arrives
  /** What the recipient receives; absent for an offer not synced with it yet. */
  whatArrives: z.optional(
    z.object({
      /** e.g. '100 ETB', '300 min + 1 GB'. */
      summary: z.string(),
      /** e.g. '30 days'; null when unknown. */
      validity: z.nullable(z.string()),
      benefits: z.array(
        z.object({ type: z.string(), text: z.string(), note: z.nullable(z.string()) }),
      ),
    }),
  ),
  /** The operator's promotion running now, with its end (ISO 8601). */
  promotion: z.nullish(
    z.object({ title: z.string(), terms: z.string(), endsAt: z.nullable(z.string()) }),
  ),
  /** The Processing Fee is more than the top-up: said before payment. */
  feeAboveAmount: z.optional(z.boolean()),
  /**
   * 'pin': the customer receives a PIN to pass on (shown after payment); 'ranged': the sender
   * types the amount within `range`; absent means 'fixed'.
   */
  kind: z.optional(z.enum(['fixed', 'pin', 'ranged'])),
  /** A ranged offer's range: USD amounts that can be sent, and what arrives per USD. */
  range: z.optional(
    z.object({
      min: z.number(),
      max: z.number(),
      step: z.number(),
      destinationPerUsd: z.number(),
      destinationUnit: z.string(),
    }),
  ),
});
export type Offer = z.infer<typeof offerSchema>;

/** What the home page, /Payment and Resend say when the product left the catalogue. */
export const PRODUCT_NOT_AVAILABLE = (): string => t('product.notAvailable');

/** Said wherever a PIN product is chosen, before payment (docs/specification.md). */
export const PIN_PRODUCT_NOTE =
  'PIN product: after payment you get a PIN code (on screen and by e-mail) to give to the recipient.';
