import { Cents, percentOf } from '@shared/domain/money';
import type { OfferRange } from './offer';

export interface PricingRules {
  /** Added to the wholesale price when the provider gives no retail price. */
  markupPercent: number;
  feeFixedCents: Cents;
  feePercent: number;
}

export interface Price {
  amountCents: Cents;
  serviceChargeCents: Cents;
}

/**
 * The customer's price (docs/specification.md#pricing): the provider's retail price in USD when it
 * gives one, else wholesale plus the markup, rounded up to the cent; the service charge is a
 * fixed fee plus a percentage of the amount, rounded up. Null when the product has no USD price.
 */
export function priceOf(
  product: { retailUsdCents: Cents | null; wholesaleUsdCents: Cents | null },
  rules: PricingRules,
): Price | null {
  const amountCents =
    product.retailUsdCents ??
    (product.wholesaleUsdCents === null
      ? null
      : product.wholesaleUsdCents + percentOf(product.wholesaleUsdCents, rules.markupPercent));
  if (amountCents === null || amountCents <= 0) return null;
  return {
    amountCents,
    serviceChargeCents: rules.feeFixedCents + percentOf(amountCents, rules.feePercent),
  };
}

/**
 * The Processing Fee is more than the top-up itself (a 0.19 USD top-up paying 0.51 USD): such
 * offers are sold, but the customer is told so before paying
 * (docs/decisions.md#fee-above-the-top-up).
 */
export function feeExceedsAmount(price: Price): boolean {
  return price.serviceChargeCents > price.amountCents;
}

/** Why a typed amount cannot be sold (docs/specification.md#ranged-products). */
export type TypedAmountProblem = 'missing' | 'out-of-range' | 'bad-step';

/** The typed amount (USD cents) must be whole cents within the range, both ends included. */
export function typedAmountProblem(
  range: Pick<OfferRange, 'minCents' | 'maxCents'>,
  sentCents: number | null | undefined,
): TypedAmountProblem | null {
  if (sentCents == null || !Number.isFinite(sentCents)) return 'missing';
  if (!Number.isInteger(sentCents)) return 'bad-step';
  if (sentCents < range.minCents || sentCents > range.maxCents) return 'out-of-range';
  return null;
}

/** What a typed amount buys and costs: what arrives, DT One's prices for it, and ours. */
export interface RangedQuote extends Price {
  sentCents: Cents;
  /** What arrives, in `range.destinationUnit`, to 2 decimals. */
  receives: number;
  /** DT One's wholesale price for it (USD cents, without its fee). */
  wholesaleCents: Cents;
}

/**
 * The price of a typed amount by the same rules as a fixed product (priceOf): DT One's retail
 * price for what arrives when it gives a retail rate, else its wholesale price plus the markup;
 * then the service charge. What arrives is the amount sent times DT One's base rate. Null when
 * it cannot be priced (no usable rate).
 */
export function rangedQuote(
  range: OfferRange,
  sentCents: Cents,
  rules: PricingRules,
): RangedQuote | null {
  if (!(range.destinationPerUsd > 0) || !(range.wholesaleRate > 0)) return null;
  const receives = Math.round(sentCents * range.destinationPerUsd) / 100;
  const wholesaleCents = ceilCents((receives / range.wholesaleRate) * 100);
  // DT One: null is no retail price, -1 an infinite rate (a retail price of zero): neither prices.
  const retailCents =
    range.retailRate !== null && range.retailRate > 0
      ? ceilCents((receives / range.retailRate) * 100)
      : null;
  const price = priceOf({ retailUsdCents: retailCents, wholesaleUsdCents: wholesaleCents }, rules);
  return price && { ...price, sentCents, receives, wholesaleCents };
}

/** Rounds up, ignoring float noise (40.000000001 stays 40). */
function ceilCents(value: number): Cents {
  return Math.ceil(value - 1e-9);
}
