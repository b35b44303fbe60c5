/** Orders submitted on one UTC day, by the status they have now. */
export interface StatusCount {
  /** 'YYYY-MM-DD' (UTC). */
  day: string;
  status: string;
  orders: number;
  /** Sum of amount + service charge, in cents. */
  cents: number;
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
}

export interface Dashboard {
  days: DashboardDay[];
  totals: { orders: number; completed: number; revenue: number; successRate: number };
  waiting: Waiting;
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
): Dashboard {
  const byDay = new Map<string, DashboardDay>(
    labels.map((date) => [date, { date, orders: 0, completed: 0, failed: 0, revenue: 0 }]),
  );
  let revenueCents = 0;
  const centsByDay = new Map<string, number>();
  for (const c of counts) {
    const day = byDay.get(c.day);
    if (!day) continue;
    day.orders += c.orders;
    if (c.status === 'COMPLETED') {
      day.completed += c.orders;
      centsByDay.set(c.day, (centsByDay.get(c.day) ?? 0) + c.cents);
      revenueCents += c.cents;
    }
    if (c.status === 'FAILED' || c.status === 'REFUNDED') day.failed += c.orders;
  }
  const days = [...byDay.values()].map((d) => ({
    ...d,
    revenue: (centsByDay.get(d.date) ?? 0) / 100,
  }));
  const orders = days.reduce((n, d) => n + d.orders, 0);
  const completed = days.reduce((n, d) => n + d.completed, 0);
  const ended = completed + days.reduce((n, d) => n + d.failed, 0);
  return {
    days,
    totals: {
      orders,
      completed,
      revenue: revenueCents / 100,
      successRate: ended ? Math.round((completed / ended) * 10_000) / 10_000 : 0,
    },
    waiting,
  };
}
