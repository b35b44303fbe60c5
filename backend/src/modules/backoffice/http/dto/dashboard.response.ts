export class DashboardDayView {
  /** 'YYYY-MM-DD' (UTC). */
  date: string;
  orders: number;
  completed: number;
  /** FAILED and REFUNDED: top-ups that did not deliver. */
  failed: number;
  /** USD of COMPLETED orders. */
  revenue: number;
}

export class DashboardTotals {
  orders: number;
  completed: number;
  revenue: number;
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

export class DashboardResponse {
  days: DashboardDayView[];
  totals: DashboardTotals;
  waiting: DashboardWaiting;
}
