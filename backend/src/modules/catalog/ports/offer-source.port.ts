import type { Cents } from '@shared/domain/money';
import type { OfferPromotion } from '../domain/promotions';
import type { RequiredFields } from '../domain/required-fields';
import type { Benefit, Validity } from '../domain/what-arrives';
import type { OfferRange, ProductKind } from '../domain/offer';

export type { OfferRange, ProductKind, RequiredFields };

/** One top-up product as the provider (DT One) describes it, already in our units. */
export interface ProviderProduct {
  /** The provider's product id (DT One's numeric id, as text). */
  id: string;
  name: string;
  description: string;
  /** e.g. 'Mobile' */
  service: string;
  /** e.g. 'Airtime', 'Data', 'Bundle'; null when the product has none. */
  subService: string | null;
  operatorId: string;
  operatorName: string;
  /** ISO 3166 alpha-3, e.g. 'TZA'. */
  countryIso3: string;
  countryName: string;
  /** What the phone receives, e.g. { amount: '2000', unit: 'TZS' }. */
  destination: { amount: string; unit: string };
  /** The provider's suggested retail price in USD cents, when it gives one. */
  retailUsdCents: Cents | null;
  /** What we pay the provider, in USD cents (null when not priced in USD). */
  wholesaleUsdCents: Cents | null;
  /** The current promotion's title, or '' when none. */
  promotion: string;
  /** How it is delivered; absent means 'fixed' (a plain top-up). */
  kind?: ProductKind;
  /**
   * A ranged product's range; its retail and wholesale prices above are those of the minimum
   * (what the offer list shows as "from").
   */
  range?: OfferRange;
  // What arrives, promotions and required fields (docs/specification.md).
  /** Every benefit, amounts including tax (DT One `benefits`); empty when it lists none. */
  benefits: Benefit[];
  /** DT One `validity`; null when unknown. */
  validity: Validity | null;
  /** The promotions the product itself carries (DT One `promotions`), ended ones included. */
  promotions: OfferPromotion[];
  /** What DT One wants sent with a top-up of it (DT One `required_*_fields`). */
  requiredFields: RequiredFields;
}

/** A promotion of DT One's GET /promotions, with the products it applies to. */
export interface ProviderPromotion extends OfferPromotion {
  productIds: string[];
}

/** Where offers come from. Pages arrive one by one so a sync can report progress. */
export abstract class OfferSource {
  /** Every fixed-value product for the given countries (ISO alpha-3), page by page. */
  abstract products(
    countries: string[],
  ): AsyncGenerator<{ page: number; totalPages: number; items: ProviderProduct[] }>;
  /** The operators' promotions for the given countries, not ended at `now`. */
  abstract promotions(countries: string[], now: Date): Promise<ProviderPromotion[]>;
}
