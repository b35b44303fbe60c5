import type { Cents } from '@shared/domain/money';

/** What the provider (DT One) says our account holds. */
export interface BalanceReading {
  availableCents: Cents;
  /** ISO 4217, e.g. 'USD'. */
  currency: string;
}

/** Below these the admins are mailed, and the storefront closes (docs/decisions.md#dt-one-balance-thresholds). */
export interface BalanceThresholds {
  warnBelowCents: Cents;
  closeBelowCents: Cents;
}

/** The balance watch as the last check left it (kept across restarts). */
export interface BalanceWatch {
  /** The last balance read, null before the first good reading. */
  availableCents: Cents | null;
  currency: string | null;
  checkedAt: Date | null;
  /** Below the warning threshold at the last good reading: the admins were mailed once. */
  low: boolean;
  /** The storefront is closed by this watch (not by an admin) until the balance is back. */
  closed: boolean;
  /** Why the last check could not read the balance, null when it could. */
  lastError: string | null;
}

export const NO_BALANCE_WATCH: BalanceWatch = {
  availableCents: null,
  currency: null,
  checkedAt: null,
  low: false,
  closed: false,
  lastError: null,
};

/**
 * The watch after a good reading: low below the warning threshold, closed below the closing one
 * (a closing threshold above the warning one is treated as equal to it, so a close always comes
 * with a mail). Back at or above a threshold clears its flag.
 */
export function watchAfterReading(
  reading: BalanceReading,
  thresholds: BalanceThresholds,
  now: Date,
): BalanceWatch {
  const warnBelow = Math.max(thresholds.warnBelowCents, thresholds.closeBelowCents);
  return {
    availableCents: reading.availableCents,
    currency: reading.currency,
    checkedAt: now,
    low: reading.availableCents < warnBelow,
    closed: reading.availableCents < thresholds.closeBelowCents,
    lastError: null,
  };
}

/** A failed check changes nothing but the error: no close, no reopen, no mail on a guess. */
export function watchAfterFailure(previous: BalanceWatch, error: string): BalanceWatch {
  return { ...previous, lastError: error.slice(0, 300) };
}

export interface BalanceCrossings {
  /** It just went below the warning threshold: mail the admins (once per crossing). */
  becameLow: boolean;
  closedNow: boolean;
  reopenedNow: boolean;
}

export function crossings(previous: BalanceWatch, next: BalanceWatch): BalanceCrossings {
  return {
    becameLow: next.low && !previous.low,
    closedNow: next.closed && !previous.closed,
    reopenedNow: !next.closed && previous.closed,
  };
}
