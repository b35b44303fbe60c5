import { formatCents } from '@shared/domain/money';
import { alpha2Of } from './countries';
import type { Offer } from './offer';

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
  /**
   * 'pin': the customer receives a PIN code to pass on; 'ranged': the sender types the amount
   * within `range` (docs/specification-pin-ranged.md#product-kinds).
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

export function toOfferView(o: Offer): OfferView {
  return {
    productId: o.productId,
    productName: o.productName,
    promotionBonus: o.promotionBonus,
    amount: Number(formatCents(o.amountCents)),
    serviceCharge: Number(formatCents(o.serviceChargeCents)),
    service: o.service,
    ...(o.subService ? { subService: o.subService } : {}),
    operatorCountry: o.operatorCountry,
    operatorName: o.operatorName,
    operatorId: o.operatorId,
    countryCode: alpha2Of(o.countryIso3),
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
