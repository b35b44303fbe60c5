import { formatCents } from '@shared/domain/money';
import { alpha2Of } from './countries';
import type { Offer } from './offer';
import { feeExceedsAmount } from './pricing';
import { currentPromotion } from './promotions';
import type { WhatArrives } from './what-arrives';

/**
 * An offer as the specification's browser expects it (docs/specification.md#entities), amounts as
 * USD numbers.
 */
export interface OfferView {
  productId: string;
  productName: string;
  promotionBonus: string;
  amount: number;
  serviceCharge: number;
  service: string;
  subService?: string;
  operatorCountry: string;
  operatorName: string;
  /** The provider's operator id (matches the mobile lookup's operators). */
  operatorId: string;
  /** ISO alpha-2 of the country, for the flag and the calling code (null when unknown). */
  countryCode: string | null;
  // What arrives and the operator's promotion (docs/specification.md).
  /** What the recipient receives; absent while the offer was not synced with it. */
  whatArrives?: WhatArrives;
  /** The promotion running now, with its end (ISO 8601, null when open-ended). */
  promotion: { title: string; terms: string; endsAt: string | null } | null;
  /** The Processing Fee is more than the top-up: /Payment and the home form say so. */
  feeAboveAmount: boolean;
  /**
   * 'pin': the customer receives a PIN code to pass on; 'ranged': the sender types the amount
   * within `range` (docs/specification.md#product-kinds).
   */
  kind: 'fixed' | 'pin' | 'ranged';
  /** A ranged offer's range: USD amounts the sender may type, and what one USD brings. */
  range?: OfferRangeView;
}

export interface OfferRangeView {
  /** USD, the smallest amount that can be sent. */
  min: number;
  /** USD, the largest. */
  max: number;
  /** USD, the amounts go by this step (whole cents). */
  step: number;
  /** What arrives per USD sent, in `destinationUnit` (the quote says it exactly). */
  destinationPerUsd: number;
  destinationUnit: string;
}

/**
 * The offer as served at `now`: a promotion is shown only while it runs, so one that ended since
 * the last sync is gone without waiting for the next (docs/specification.md#promotions).
 */
export function toOfferView(o: Offer, now: Date = new Date()): OfferView {
  const promotion = currentPromotion(o.promotions, now);
  return {
    productId: o.productId,
    productName: o.productName,
    // Offers kept before promotions had dates keep the title the sync saw until the next sync.
    promotionBonus: o.promotions.length ? (promotion?.title.trim() ?? '') : o.promotionBonus,
    amount: Number(formatCents(o.amountCents)),
    serviceCharge: Number(formatCents(o.serviceChargeCents)),
    service: o.service,
    ...(o.subService ? { subService: o.subService } : {}),
    operatorCountry: o.operatorCountry,
    operatorName: o.operatorName,
    operatorId: o.operatorId,
    countryCode: alpha2Of(o.countryIso3),
    // A ranged offer's arrival depends on the amount typed: its quote says it, not the offer.
    ...(o.whatArrives && o.kind !== 'ranged' ? { whatArrives: o.whatArrives } : {}),
    promotion: promotion
      ? { title: promotion.title.trim(), terms: promotion.terms, endsAt: promotion.endsAt }
      : null,
    feeAboveAmount: feeExceedsAmount(o),
    kind: o.kind ?? 'fixed',
    ...(o.kind === 'ranged' && o.range
      ? {
          range: {
            min: Number(formatCents(o.range.minCents)),
            max: Number(formatCents(o.range.maxCents)),
            step: 0.01,
            destinationPerUsd: o.range.destinationPerUsd,
            destinationUnit: o.range.destinationUnit,
          },
        }
      : {}),
  };
}
