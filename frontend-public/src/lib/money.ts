// Money on the customer site: USD amounts come as numbers with at most two decimals; every sum
// is made in integer cents (DECISIONS: never floats) and shown with two decimals. Shared by the
// home form (its fee preview), /Payment, the success page and the histories: one rule.

/** 1.53 -> 153. Rounds away the binary noise of amounts like 0.1 + 0.2. */
export function toCents(usd: number): number {
  return Math.round(usd * 100);
}

const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 153 -> '$1.53'. */
export function formatCents(cents: number): string {
  return `$${twoDecimals.format(cents / 100)}`;
}

/** 1.5 -> '$1.50'. */
export function formatUsd(usd: number): string {
  return formatCents(toCents(usd));
}

/** Total Fee = amount + serviceCharge (seed §9), in cents. */
export function totalFeeCents(offer: { amount: number; serviceCharge: number }): number {
  return toCents(offer.amount) + toCents(offer.serviceCharge);
}
