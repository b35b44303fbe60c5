export class DashboardDayView {
  /** 'YYYY-MM-DD' (UTC). */
  date: string;
  orders: number;
  completed: number;
  /** FAILED and REFUNDED: top-ups that did not deliver. */
  failed: number;
  /** USD of COMPLETED orders. */
  revenue: number;
  /** USD DT One charged for the COMPLETED orders whose price is known. */
  cost: number;
  /** USD: what those orders were paid minus their cost. */
  margin: number;
}

export class DashboardTotals {
  orders: number;
  completed: number;
  revenue: number;
  cost: number;
  margin: number;
  /** 0..1: completed / (completed + failed + refunded). */
  successRate: number;
}

export class DashboardWaiting {
  /** PENDING_PAYMENT */
  payment: number;
  /** PAID + SUBMITTED */
  fulfilment: number;
  /** FAILED */
  refund: number;
}

/** The DT One balance as the last scheduled check read it. */
export class DashboardBalanceView {
  /** USD; null before the first good reading. */
  available: number | null;
  currency: string | null;
  /** ISO time of the last good reading. */
  checkedAt: string | null;
  /** Below `warnBelow`: the admins were mailed. */
  low: boolean;
  /** The storefront is closed for the balance until it is back at `closeBelow` or more. */
  storefrontClosed: boolean;
  /** Why the last check could not read the balance; null when it could. */
  lastError: string | null;
  /** USD (DTONE_BALANCE_WARN_USD). */
  warnBelow: number;
  /** USD (DTONE_BALANCE_CLOSE_USD). */
  closeBelow: number;
}

export class DashboardResponse {
  days: DashboardDayView[];
  totals: DashboardTotals;
  waiting: DashboardWaiting;
  balance: DashboardBalanceView;
}
