import {
  activate,
  advance,
  type AutoTopUp,
  change,
  chargeFailed,
  chargeKey,
  chargeSucceeded,
  priceAccepted,
  reminderDue,
} from './auto-top-up';
import { instantOfWallTime, wallTimeAt } from './wall-clock';

const DAYS = { dayMs: null };
const MINUTES = { dayMs: 60_000 };

const schedule = (over: Partial<AutoTopUp> = {}): AutoTopUp => ({
  id: 's1',
  customerId: 'c1',
  productId: 'p1',
  productName: 'Ethio 100 ETB',
  telenumber: '+251911234567',
  operatorName: 'Ethio Telecom',
  intervalDays: 30,
  timeZone: 'UTC',
  status: 'pending',
  stopReason: null,
  agreedCents: 1000,
  firstOrderId: 'o1',
  anchorAt: null,
  lastDueAt: null,
  nextPeriod: 1,
  nextDueAt: null,
  failures: 0,
  remindedPeriod: 0,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...over,
});

const local = (d: Date, tz: string) => {
  const w = wallTimeAt(d, tz);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${p(w.month)}-${p(w.day)} ${p(w.hour)}:${p(w.minute)}`;
};

describe('automatic top-up schedule', () => {
  describe('dates', () => {
    it('period 1 is one interval after the first payment', () => {
      const s = activate(schedule({ intervalDays: 7 }), new Date('2026-03-02T10:15:00Z'), DAYS);
      expect(s.status).toBe('active');
      expect(s.nextPeriod).toBe(1);
      expect(s.nextDueAt).toEqual(new Date('2026-03-09T10:15:00Z'));
    });

    it('crosses month ends by calendar days: Jan 31 + 30 days is Mar 2 (Mar 1 in a leap year)', () => {
      expect(activate(schedule(), new Date('2026-01-31T08:00:00Z'), DAYS).nextDueAt).toEqual(
        new Date('2026-03-02T08:00:00Z'),
      );
      expect(activate(schedule(), new Date('2028-01-31T08:00:00Z'), DAYS).nextDueAt).toEqual(
        new Date('2028-03-01T08:00:00Z'),
      );
    });

    it('28 days across the year end and the next month keep the day count', () => {
      let s = activate(schedule({ intervalDays: 28 }), new Date('2026-12-10T12:00:00Z'), DAYS);
      expect(s.nextDueAt).toEqual(new Date('2027-01-07T12:00:00Z'));
      s = advance(s, DAYS);
      expect(s.nextDueAt).toEqual(new Date('2027-02-04T12:00:00Z'));
      expect(s.nextPeriod).toBe(2);
    });

    it('keeps the local time of day across daylight saving (Berlin, spring and autumn)', () => {
      const tz = 'Europe/Berlin';
      const paid = instantOfWallTime(
        { year: 2026, month: 3, day: 20, hour: 9, minute: 30, second: 0 },
        tz,
      );
      let s = activate(schedule({ intervalDays: 14, timeZone: tz }), paid, DAYS);
      // 2026-03-29 the clocks go forward: 14 days later is still 09:30 local, 13 x 24 h + 23 h.
      expect(local(s.nextDueAt!, tz)).toBe('2026-04-03 09:30');
      expect(s.nextDueAt!.getTime() - paid.getTime()).toBe(14 * 86_400_000 - 3_600_000);
      const autumn = activate(
        schedule({ intervalDays: 7, timeZone: tz }),
        instantOfWallTime({ year: 2026, month: 10, day: 20, hour: 9, minute: 30, second: 0 }, tz),
        DAYS,
      );
      expect(local(autumn.nextDueAt!, tz)).toBe('2026-10-27 09:30');
      s = advance(s, DAYS);
      expect(local(s.nextDueAt!, tz)).toBe('2026-04-17 09:30');
    });

    it('a local time the clock skips moves on by the gap; one it shows twice is the first', () => {
      const tz = 'America/New_York';
      // 2026-03-08 02:30 does not exist in New York (02:00 -> 03:00).
      const paid = instantOfWallTime(
        { year: 2026, month: 3, day: 1, hour: 2, minute: 30, second: 0 },
        tz,
      );
      const s = activate(schedule({ intervalDays: 7, timeZone: tz }), paid, DAYS);
      expect(local(s.nextDueAt!, tz)).toBe('2026-03-08 03:30');
      // Back to 02:30 the week after: the anchor's time of day, not the moved one.
      expect(local(advance(s, DAYS).nextDueAt!, tz)).toBe('2026-03-15 02:30');
      // 2026-11-01 01:30 happens twice: the first (EDT, UTC-4).
      const twice = instantOfWallTime(
        { year: 2026, month: 11, day: 1, hour: 1, minute: 30, second: 0 },
        tz,
      );
      expect(twice).toEqual(new Date('2026-11-01T05:30:00Z'));
    });

    it('in minute mode a period of 7 "days" is 7 minutes', () => {
      const s = activate(schedule({ intervalDays: 7 }), new Date('2026-05-01T00:00:00Z'), MINUTES);
      expect(s.nextDueAt).toEqual(new Date('2026-05-01T00:07:00Z'));
    });
  });

  describe('changes', () => {
    const now = new Date('2026-05-01T00:00:00Z');
    const active = () => activate(schedule({ intervalDays: 7 }), now, DAYS);

    it('skip passes over the next period: it is never charged, the one after is next', () => {
      const done = change(active(), { kind: 'skip' }, now, DAYS);
      expect(done).toMatchObject({ ok: true, skippedPeriod: 1 });
      if (!done.ok) throw new Error();
      expect(done.schedule.nextPeriod).toBe(2);
      expect(done.schedule.nextDueAt).toEqual(new Date('2026-05-15T00:00:00Z'));
    });

    it('pause stops the runs; resume starts at the next date that leaves a day for the reminder', () => {
      const paused = change(active(), { kind: 'pause', reason: 'customer' }, now, DAYS);
      if (!paused.ok) throw new Error();
      expect(paused.schedule.status).toBe('paused');
      expect(change(paused.schedule, { kind: 'skip' }, now, DAYS)).toEqual({
        ok: false,
        why: 'paused',
      });
      // Resumed 20 days later: May 8 and May 15 have passed, May 22 is 2 days on.
      const later = new Date('2026-05-20T00:00:00Z');
      const resumed = change(paused.schedule, { kind: 'resume' }, later, DAYS);
      if (!resumed.ok) throw new Error();
      expect(resumed.schedule).toMatchObject({ status: 'active', nextPeriod: 3, failures: 0 });
      expect(resumed.schedule.nextDueAt).toEqual(new Date('2026-05-22T00:00:00Z'));
      // Resumed 6.5 days on: May 8 is less than a day away, so May 15 (no charge without a reminder).
      const close = change(
        paused.schedule,
        { kind: 'resume' },
        new Date('2026-05-07T12:00:00Z'),
        DAYS,
      );
      if (!close.ok) throw new Error();
      expect(close.schedule.nextDueAt).toEqual(new Date('2026-05-15T00:00:00Z'));
      expect(change(active(), { kind: 'resume' }, now, DAYS)).toEqual({
        ok: false,
        why: 'not-paused',
      });
    });

    it('a new interval counts from the last period', () => {
      const done = change(active(), { kind: 'interval', intervalDays: 30 }, now, DAYS);
      if (!done.ok) throw new Error();
      expect(done.schedule.nextDueAt).toEqual(new Date('2026-05-31T00:00:00Z'));
      expect(done.schedule.intervalDays).toBe(30);
    });

    it('cancel is for good; a pending schedule can only be cancelled', () => {
      const cancelled = change(active(), { kind: 'cancel', reason: 'customer' }, now, DAYS);
      if (!cancelled.ok) throw new Error();
      expect(change(cancelled.schedule, { kind: 'resume' }, now, DAYS)).toEqual({
        ok: false,
        why: 'cancelled',
      });
      expect(change(schedule(), { kind: 'skip' }, now, DAYS)).toEqual({
        ok: false,
        why: 'not-started',
      });
      expect(change(schedule(), { kind: 'cancel', reason: 'customer' }, now, DAYS).ok).toBe(true);
    });
  });

  describe('price and failures', () => {
    it('accepts a price up to the setting above what was agreed, not beyond', () => {
      expect(priceAccepted(1000, 1000, 10)).toBe(true);
      expect(priceAccepted(1000, 900, 10)).toBe(true);
      expect(priceAccepted(1000, 1100, 10)).toBe(true);
      expect(priceAccepted(1000, 1101, 10)).toBe(false);
      expect(priceAccepted(1000, 1001, 0)).toBe(false);
    });

    it('a resume after a price rise agrees to the new price', () => {
      const s = activate(schedule({ intervalDays: 7 }), new Date('2026-05-01T00:00:00Z'), DAYS);
      const paused = change(s, { kind: 'pause', reason: 'price-risen' }, new Date(), DAYS);
      if (!paused.ok) throw new Error();
      const resumed = change(
        paused.schedule,
        { kind: 'resume', agreedCents: 1300 },
        new Date('2026-05-02T00:00:00Z'),
        DAYS,
      );
      expect(resumed.ok && resumed.schedule.agreedCents).toBe(1300);
    });

    it('two failed charges in a row pause; a success in between starts the count again', () => {
      const s = activate(schedule(), new Date('2026-05-01T00:00:00Z'), DAYS);
      const once = chargeFailed(s);
      expect(once).toMatchObject({ status: 'active', failures: 1 });
      expect(chargeFailed(chargeSucceeded(once))).toMatchObject({ status: 'active', failures: 1 });
      expect(chargeFailed(once)).toMatchObject({ status: 'paused', stopReason: 'payment-failed' });
    });
  });

  it('the reminder is due 24 hours before the charge, once per period (a minute in minute mode)', () => {
    const s = activate(schedule({ intervalDays: 7 }), new Date('2026-05-01T00:00:00Z'), DAYS);
    expect(reminderDue(s, new Date('2026-05-06T23:59:00Z'), DAYS)).toBe(false);
    expect(reminderDue(s, new Date('2026-05-07T00:00:00Z'), DAYS)).toBe(true);
    expect(reminderDue({ ...s, remindedPeriod: 1 }, new Date('2026-05-07T00:00:00Z'), DAYS)).toBe(
      false,
    );
    const m = activate(schedule({ intervalDays: 7 }), new Date('2026-05-01T00:00:00Z'), MINUTES);
    expect(reminderDue(m, new Date('2026-05-01T00:06:00Z'), MINUTES)).toBe(true);
    expect(reminderDue(m, new Date('2026-05-01T00:05:59Z'), MINUTES)).toBe(false);
  });

  it('the charge key names the schedule and the period', () => {
    expect(chargeKey('s1', 3)).toBe('autotopup-s1-3');
  });
});
