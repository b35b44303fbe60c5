import type { AutoTopUp } from '../domain/auto-top-up';

/** A pending schedule of customer c1 for its first order, as a set-up leaves it. */
export const pendingSchedule = (over: Partial<AutoTopUp> = {}): AutoTopUp => ({
  id: 's1',
  customerId: 'c1',
  productId: 'p1',
  productName: '2,000 TZS Airtime',
  telenumber: '+255754123456',
  operatorName: 'Vodacom Tanzania',
  intervalDays: 7,
  timeZone: 'UTC',
  status: 'pending',
  stopReason: null,
  agreedCents: 153,
  firstOrderId: 'o1',
  anchorAt: null,
  lastDueAt: null,
  nextPeriod: 1,
  nextDueAt: null,
  failures: 0,
  remindedPeriod: 0,
  createdAt: new Date('2026-05-01T10:00:00Z'),
  ...over,
});
