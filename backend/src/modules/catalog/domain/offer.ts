import type { Cents } from '@shared/domain/money';
import type { OfferPromotion } from './promotions';
import type { WhatArrives } from './what-arrives';

/**
 * How a product is delivered (docs/specification.md#product-kinds): `fixed` tops the
 * phone up by a set amount, `pin` delivers a voucher (PIN code and serial) the customer is shown,
 * `ranged` tops it up by an amount the sender types within `range`.
 */
export type ProductKind = 'fixed' | 'pin' | 'ranged';

/**
 * A ranged product's range (DT One RANGED_VALUE_RECHARGE), sent with calculation_mode
 * SOURCE_AMOUNT: the sender types the USD amount sent (DT One's source amount), whole cents.
 */
export interface OfferRange {
  minCents: Cents;
  maxCents: Cents;
  /** What arrives per USD sent (DT One's `rates.base`: destination per source unit). */
  destinationPerUsd: number;
  /** The local currency or unit that arrives, e.g. 'KES'. */
  destinationUnit: string;
  /** DT One's `rates.wholesale`: destination per USD of its wholesale price. */
  wholesaleRate: number;
  /** DT One's `rates.retail` (destination per USD of its retail price); null without one. */
  retailRate: number | null;
  /** DT One's fee on each transaction (USD cents), charged on top of the wholesale price. */
  feeCents: Cents;
}

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
  // What arrives and the operator's promotions (docs/specification.md).
  /** What the recipient receives; null for an offer not synced since it was first kept. */
  whatArrives: WhatArrives | null;
  /** The operator's promotions not ended at the last sync; which one runs is decided on read. */
  promotions: OfferPromotion[];
  /** How it is delivered (a PIN is shown to the customer); absent means 'fixed'. */
  kind?: ProductKind;
  /** A ranged product's range; its amountCents is the price at the range's minimum. */
  range?: OfferRange | null;
}
