import type { RateLimitOptions } from '@shared/http/rate-limit.decorator';

/**
 * Per client IP, for the checkout routes that may call Stripe or PayPal (each call counts against
 * the merchant's quota). The success page checks every 2 s, at most 30 times: two tabs fit.
 */
export const CHECKOUT_LIMITS = {
  /** The wallet buttons' client token (cached by the adapter, so mostly no PayPal call). */
  token: { perIp: 30 },
  /** The success page's check of a card or wallet payment. */
  check: { perIp: 60 },
  /** The wallet capture after the payer approved. */
  capture: { perIp: 20 },
} satisfies Record<string, RateLimitOptions>;

/** A typed USD amount (at most 2 decimals, checked by the DTO) in cents; undefined stays so. */
export const centsOf = (amount: number | undefined): number | undefined =>
  amount === undefined ? undefined : Math.round(amount * 100);
