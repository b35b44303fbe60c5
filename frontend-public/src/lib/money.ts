// Money on the customer site: USD amounts come as numbers with at most two decimals; every sum
// is made in integer cents (docs/specification.md#money: never floats) and shown with two
// decimals. Shared by the home form (its fee preview), /Payment, the success page and the
// histories: one rule.

import { formatUsdCents } from '@/i18n/format';

/** 1.53 -> 153. Rounds away the binary noise of amounts like 0.1 + 0.2. */
export function toCents(usd: number): number {
  return Math.round(usd * 100);
}

/**
 * 153 -> '$1.53', 123456 -> '$1,234.56' in English; the active language's way otherwise
 * (i18n/format.ts). Written out rather than with Intl.NumberFormat: creating one loads the
 * browser's locale data, ~16 ms of main thread on a phone before the first price shows
 * (Lighthouse's blocking time on / and /Payment).
 */
export function formatCents(cents: number): string {
  return formatUsdCents(cents);
}

/** 1.5 -> '$1.50'. */
export function formatUsd(usd: number): string {
  return formatCents(toCents(usd));
}

/** Total Fee = amount + serviceCharge (docs/specification.md#pricing), in cents. */
export function totalFeeCents(offer: { amount: number; serviceCharge: number }): number {
  return toCents(offer.amount) + toCents(offer.serviceCharge);
}
