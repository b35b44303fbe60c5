/** Orders submitted on one UTC day, by the status they have now. */
export interface StatusCount {
  /** 'YYYY-MM-DD' (UTC). */
  day: string;
  status: string;
  orders: number;
  /** Sum of amount + service charge, in cents. */
  cents: number;
  /** Sum of DT One's wholesale prices of the orders whose price is known, in cents. */
  costCents: number;
  /** What those same orders were paid (amount + service charge), in cents. */
  costedCents: number;
}

export interface Waiting {
  /** PENDING_PAYMENT */
  payment: number;
  /** PAID + SUBMITTED */
  fulfilment: number;
  /** FAILED (the refund is due) */
  refund: number;
}

export interface DashboardDay {
  date: string;
  orders: number;
  completed: number;
  /** Top-ups that did not deliver: FAILED and REFUNDED. */
  failed: number;
  /** USD of COMPLETED orders. */
  revenue: number;
  /** USD DT One charged for the COMPLETED orders whose price is known. */
  cost: number;
  /** USD: what those orders were paid minus their cost (orders of unknown cost count in neither). */
  margin: number;
}

/** The DT One balance as the last check read it (docs/specification.md#provider-balance). */
export interface DashboardBalance {
  /** USD, null before the first good reading. */
  available: number | null;
  currency: string | null;
  /** ISO time of the last good reading. */
  checkedAt: string | null;
  /** Below `warnBelow`: the admins were mailed. */
  low: boolean;
  /** The storefront is closed for the balance until it is back above `closeBelow`. */
  storefrontClosed: boolean;
  /** Why the last check could not read the balance (null when it could). */
  lastError: string | null;
  warnBelow: number;
  closeBelow: number;
}

export interface Dashboard {
  days: DashboardDay[];
  totals: {
    orders: number;
    completed: number;
    revenue: number;
    cost: number;
    margin: number;
    successRate: number;
  };
  waiting: Waiting;
  balance: DashboardBalance;
}

export const MAX_DASHBOARD_DAYS = 366;

const DAY_MS = 24 * 3600 * 1000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The window of `days` UTC days ending today: [from, to) as instants, and the day labels. */
export function dashboardWindow(
  days: number,
  now: Date,
): { from: Date; to: Date; labels: string[] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = today - (days - 1) * DAY_MS;
  const labels = Array.from({ length: days }, (_, i) => dayOf(from + i * DAY_MS));
  return { from: new Date(from), to: new Date(today + DAY_MS), labels };
}

/**
 * Figures per day (every day of the window, empty ones too) and in total. The success rate is
 * completed / (completed + failed + refunded), 0 while nothing has ended; orders still waiting or
 * cancelled before payment count as orders but not in the rate.
 */
export function assembleDashboard(
  labels: string[],
  counts: StatusCount[],
  waiting: Waiting,
  balance: DashboardBalance,
): Dashboard {
  const byDay = new Map<string, DashboardDay>(
    labels.map((date) => [
      date,
      { date, orders: 0, completed: 0, failed: 0, revenue: 0, cost: 0, margin: 0 },
    ]),
  );
  const money = new Map<string, { revenue: number; cost: number; costed: number }>();
  const total = { revenue: 0, cost: 0, costed: 0 };
  for (const c of counts) {
    const day = byDay.get(c.day);
    if (!day) continue;
    day.orders += c.orders;
    if (c.status === 'COMPLETED') {
      day.completed += c.orders;
      const cents = money.get(c.day) ?? { revenue: 0, cost: 0, costed: 0 };
      cents.revenue += c.cents;
      cents.cost += c.costCents;
      cents.costed += c.costedCents;
      money.set(c.day, cents);
      total.revenue += c.cents;
      total.cost += c.costCents;
      total.costed += c.costedCents;
    }
    if (c.status === 'FAILED' || c.status === 'REFUNDED') day.failed += c.orders;
  }
  const days = [...byDay.values()].map((d) => {
    const cents = money.get(d.date) ?? { revenue: 0, cost: 0, costed: 0 };
    return {
      ...d,
      revenue: cents.revenue / 100,
      cost: cents.cost / 100,
      margin: (cents.costed - cents.cost) / 100,
    };
  });
  const orders = days.reduce((n, d) => n + d.orders, 0);
  const completed = days.reduce((n, d) => n + d.completed, 0);
  const ended = completed + days.reduce((n, d) => n + d.failed, 0);
  return {
    days,
    totals: {
      orders,
      completed,
      revenue: total.revenue / 100,
      cost: total.cost / 100,
      margin: (total.costed - total.cost) / 100,
      successRate: ended ? Math.round((completed / ended) * 10_000) / 10_000 : 0,
    },
    waiting,
    balance,
  };
}

/** The balance watch as the dashboard shows it, amounts in USD. */
export function dashboardBalance(
  watch: {
    availableCents: number | null;
    currency: string | null;
    checkedAt: Date | null;
    low: boolean;
    closed: boolean;
    lastError: string | null;
  },
  thresholds: { warnBelowCents: number; closeBelowCents: number },
): DashboardBalance {
  return {
    available: watch.availableCents === null ? null : watch.availableCents / 100,
    currency: watch.currency,
    checkedAt: watch.checkedAt?.toISOString() ?? null,
    low: watch.low,
    storefrontClosed: watch.closed,
    lastError: watch.lastError,
    warnBelow: thresholds.warnBelowCents / 100,
    closeBelow: thresholds.closeBelowCents / 100,
  };
}
