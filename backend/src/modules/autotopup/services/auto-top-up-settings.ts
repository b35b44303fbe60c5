import type { Env } from '@config/env.schema';
import type { PeriodClock } from '../domain/auto-top-up';

/** A run that has not ended this long after its claim is taken again (its process died). */
export const RUN_LEASE_MS = 2 * 60_000;
/** At most this many schedules per pass of the run job (the next pass takes the rest). */
export const BATCH = 500;

export const clockOf = (env: Env): PeriodClock => ({
  dayMs: env.AUTO_TOPUP_DEMO_DAY_SECONDS ? env.AUTO_TOPUP_DEMO_DAY_SECONDS * 1000 : null,
});

/** The customer site's pages the mails link to. */
export const profileUrl = (env: Env): string =>
  `${env.PUBLIC_URL.replace(/\/+$/, '')}/Profile#auto-top-ups`;

/** The payment page for this product and number: the period paid by hand (Stripe Checkout). */
export const payByHandUrl = (env: Env, productId: string, telenumber: string): string =>
  `${env.PUBLIC_URL.replace(/\/+$/, '')}/Payment?${new URLSearchParams({
    productId,
    phoneNumber: telenumber,
  })}`;
