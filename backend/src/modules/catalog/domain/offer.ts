import type { Cents } from '@shared/domain/money';
import type { OfferPromotion } from './promotions';
import type { WhatArrives } from './what-arrives';

/** A product we sell: a DT One product with our price. Never deleted, only deactivated. */
export interface Offer {
  productId: string;
  productName: string;
  /** The promotion's title, or ''. */
  promotionBonus: string;
  amountCents: Cents;
  serviceChargeCents: Cents;
  /** What DT One charges us for it (USD cents), null when it gives no USD price. */
  wholesaleCents: Cents | null;
  service: string;
  subService: string | null;
  operatorId: string;
  operatorName: string;
  /** Country name as shown (e.g. 'Tanzania'). */
  operatorCountry: string;
  countryIso3: string;
  active: boolean;
  // What arrives and the operator's promotions (docs/specification-what-arrives.md).
  /** What the recipient receives; null for an offer not synced since it was first kept. */
  whatArrives: WhatArrives | null;
  /** The operator's promotions not ended at the last sync; which one runs is decided on read. */
  promotions: OfferPromotion[];
}
