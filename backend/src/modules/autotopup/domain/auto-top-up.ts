import { addLocalDays } from './wall-clock';

/**
 * An automatic top-up: the same product to the same number every 7, 14, 28 or 30 days, paid by
 * the card saved at the first payment (docs/specification.md#automatic-top-ups). Pure rules; the
 * services keep them in the database.
 */
export const AUTO_TOP_UP_INTERVALS = [7, 14, 28, 30] as const;
export type IntervalDays = (typeof AUTO_TOP_UP_INTERVALS)[number];
export const isInterval = (n: unknown): n is IntervalDays =>
  (AUTO_TOP_UP_INTERVALS as readonly unknown[]).includes(n);

/**
 * pending: waits for its first payment; active: charges each period; paused: charges nothing
 * until resumed; cancelled: for good.
 */
export type AutoTopUpStatus = 'pending' | 'active' | 'paused' | 'cancelled';

/** Why a schedule is paused or cancelled (the customer reads it on /Profile). */
export type StopReason =
  | 'customer'
  | 'admin'
  | 'price-risen'
  | 'product-gone'
  | 'payment-failed'
  | 'refused'
  | 'payment-alert'
  | 'card-removed'
  /** The first payment was never made (its order cancelled or refunded). */
  | 'not-paid';

export interface AutoTopUp {
  id: string;
  customerId: string;
  productId: string;
  productName: string;
  telenumber: string;
  operatorName: string;
  intervalDays: IntervalDays;
  /** The customer's IANA time zone: periods keep the first payment's local time of day. */
  timeZone: string;
  status: AutoTopUpStatus;
  stopReason: StopReason | null;
  /** The total the customer agreed to (USD cents); a price above it by the setting pauses. */
  agreedCents: number;
  firstOrderId: string;
  /** When the first payment was confirmed: its local time of day is every period's. */
  anchorAt: Date | null;
  /** When the period before `nextPeriod` was due (the first payment for period 1). */
  lastDueAt: Date | null;
  /** The next period to charge (1 after the first payment) and when it is due. */
  nextPeriod: number;
  nextDueAt: Date | null;
  /** Charges that failed in a row (declined, authentication required). */
  failures: number;
  /** The last period whose reminder was sent (0: none). */
  remindedPeriod: number;
  createdAt: Date;
}

/**
 * How long a period's "day" is: null, a calendar day in the customer's time zone; else that many
 * milliseconds (the demo and test setting AUTO_TOPUP_DEMO_DAY_SECONDS: 60 makes 7 days 7 minutes),
 * and the 24-hour reminder comes one such "day" early.
 */
export interface PeriodClock {
  dayMs: number | null;
}

/** Two failed charges in a row pause the schedule (docs/specification.md#automatic-top-ups). */
export const MAX_FAILURES = 2;
const DAY_MS = 86_400_000;

/** The reminder's lead time: 24 hours, or one demo "day". */
export const reminderLeadMs = (clock: PeriodClock): number => clock.dayMs ?? DAY_MS;

/** When the period after one due at `due` is due. */
export function dueAfter(s: AutoTopUp, due: Date, clock: PeriodClock, days = s.intervalDays): Date {
  if (clock.dayMs !== null) return new Date(due.getTime() + days * clock.dayMs);
  return addLocalDays(due, days, s.anchorAt ?? due, s.timeZone);
}

/**
 * The first due date from `from` on that leaves time for the reminder: a schedule resumed, or
 * an interval changed, never charges before the customer could read what comes.
 */
function firstDueFrom(
  s: AutoTopUp,
  base: Date,
  now: Date,
  clock: PeriodClock,
): { due: Date; skipped: number } {
  let due = dueAfter(s, base, clock);
  let skipped = 0;
  while (due.getTime() < now.getTime() + reminderLeadMs(clock)) {
    due = dueAfter(s, due, clock);
    skipped++;
  }
  return { due, skipped };
}

/** The first payment is confirmed: period 1 is due one interval after it. */
export function activate(s: AutoTopUp, paidAt: Date, clock: PeriodClock): AutoTopUp {
  if (s.status !== 'pending') return s;
  const anchored = { ...s, anchorAt: paidAt, lastDueAt: paidAt };
  return {
    ...anchored,
    status: 'active',
    nextPeriod: 1,
    nextDueAt: dueAfter(anchored, paidAt, clock),
  };
}

/** The next period was taken by a run (charged, refused or failed): the one after is next. */
export function advance(s: AutoTopUp, clock: PeriodClock): AutoTopUp {
  const due = s.nextDueAt!;
  return { ...s, lastDueAt: due, nextPeriod: s.nextPeriod + 1, nextDueAt: dueAfter(s, due, clock) };
}

export type Change =
  | { kind: 'skip' }
  | { kind: 'pause'; reason: StopReason }
  | { kind: 'resume'; agreedCents?: number }
  | { kind: 'interval'; intervalDays: IntervalDays }
  | { kind: 'cancel'; reason: StopReason };

export type ChangeOutcome =
  | { ok: true; schedule: AutoTopUp; skippedPeriod?: number }
  | { ok: false; why: 'cancelled' | 'not-started' | 'not-paused' | 'paused' };

/**
 * A change by the customer, an admin or the run; each takes effect for the next run. Skip
 * passes over the next period (it is never charged); resume starts from the next due date that
 * leaves time for a reminder; a new interval counts from the last period's date.
 */
export function change(s: AutoTopUp, c: Change, now: Date, clock: PeriodClock): ChangeOutcome {
  if (s.status === 'cancelled') return { ok: false, why: 'cancelled' };
  if (c.kind === 'cancel')
    return { ok: true, schedule: { ...s, status: 'cancelled', stopReason: c.reason } };
  if (s.status === 'pending') return { ok: false, why: 'not-started' };
  switch (c.kind) {
    case 'skip': {
      if (s.status !== 'active') return { ok: false, why: 'paused' };
      return { ok: true, schedule: advance(s, clock), skippedPeriod: s.nextPeriod };
    }
    case 'pause':
      return { ok: true, schedule: { ...s, status: 'paused', stopReason: c.reason } };
    case 'resume': {
      if (s.status !== 'paused') return { ok: false, why: 'not-paused' };
      const base = s.lastDueAt!;
      const { due, skipped } = firstDueFrom(s, base, now, clock);
      return {
        ok: true,
        schedule: {
          ...s,
          status: 'active',
          stopReason: null,
          failures: 0,
          agreedCents: c.agreedCents ?? s.agreedCents,
          nextDueAt: due,
          nextPeriod: s.nextPeriod + skipped,
        },
      };
    }
    case 'interval': {
      const moved = { ...s, intervalDays: c.intervalDays };
      const { due, skipped } = firstDueFrom(moved, s.lastDueAt!, now, clock);
      return {
        ok: true,
        schedule: { ...moved, nextDueAt: due, nextPeriod: s.nextPeriod + skipped },
      };
    }
  }
}

/** Whether today's price may be charged: at most `maxRisePercent` above what was agreed. */
export function priceAccepted(
  agreedCents: number,
  todayCents: number,
  maxRisePercent: number,
): boolean {
  return todayCents * 100 <= agreedCents * (100 + maxRisePercent);
}

/** A charge failed (declined, authentication required): the second in a row pauses. */
export function chargeFailed(s: AutoTopUp): AutoTopUp {
  const failures = s.failures + 1;
  return failures >= MAX_FAILURES
    ? { ...s, failures, status: 'paused', stopReason: 'payment-failed' }
    : { ...s, failures };
}

export const chargeSucceeded = (s: AutoTopUp): AutoTopUp => ({ ...s, failures: 0 });

/** Whether the reminder of the next period is due now (and was not sent). */
export function reminderDue(s: AutoTopUp, now: Date, clock: PeriodClock): boolean {
  return (
    s.status === 'active' &&
    s.nextDueAt !== null &&
    s.remindedPeriod < s.nextPeriod &&
    now.getTime() >= s.nextDueAt.getTime() - reminderLeadMs(clock)
  );
}

/** The idempotency key of a period's charge: the same for every try, never another period's. */
export const chargeKey = (scheduleId: string, period: number): string =>
  `autotopup-${scheduleId}-${period}`;
