// The schemas of the API's answers that the home page (and every page's frame) asks for, in a
// module of its own: the pages load it, and zod with it, beside their requests
// (src/lib/checked-answer.ts), so neither weighs on the home page's first load.
import * as z from 'zod/v4-mini';
import type { SiteSettings, StorefrontStatus } from './types';

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

export const typedAmountQuoteSchema = z.object({
  productId: z.string(),
  /** USD sent (what was typed). */
  sent: z.number(),
  receives: z.object({ amount: z.number(), unit: z.string() }),
  /** USD price of the top-up. */
  amount: z.number(),
  serviceCharge: z.number(),
  total: z.number(),
});

export const siteSettingsSchema: z.ZodMiniType<SiteSettings> = z.object({
  contactEmail: z.string(),
  socialLinks: z.array(
    z.object({ network: z.enum(['facebook', 'x', 'instagram', 'youtube']), url: z.string() }),
  ),
  mvmBusinessName: z.string(),
});

export const storefrontStatusSchema: z.ZodMiniType<StorefrontStatus> = z.object({
  open: z.boolean(),
});
