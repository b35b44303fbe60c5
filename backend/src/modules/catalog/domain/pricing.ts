import { Cents, percentOf } from '@shared/domain/money';

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
 * (docs/decisions-what-arrives.md#fee-above-the-top-up).
 */
export function feeExceedsAmount(price: Price): boolean {
  return price.serviceChargeCents > price.amountCents;
}
