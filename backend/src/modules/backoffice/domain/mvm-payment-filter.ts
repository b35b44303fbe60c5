/** The admin Mvm payment list's filters, checked (services/list-filters.ts). */
export interface MvmPaymentFilter {
  /** Payer name, description, provider reference or order id (contains), or the payment id (prefix). */
  q?: string;
  status?: string;
  provider?: string;
  /** Created from this UTC day, inclusive (YYYY-MM-DD). */
  from?: string;
  /** Created up to this UTC day, inclusive (YYYY-MM-DD). */
  to?: string;
}

export const MVM_PAYMENT_FILTER_FIELDS = ['q', 'status', 'provider', 'from', 'to'] as const;

export const MVM_PAYMENT_SORT_FIELDS = ['createdAt', 'amountUsd', 'payerName'] as const;
export type MvmPaymentSortField = (typeof MVM_PAYMENT_SORT_FIELDS)[number];

/** One row of the admin Mvm payment list (read-only). */
export interface AdminMvmPayment {
  id: string;
  status: string;
  provider: string;
  kind: string;
  course: string | null;
  payerName: string;
  payerEmail: string | null;
  description: string;
  amountUsd: string;
  providerOrderId: string | null;
  providerRef: string | null;
  failureReason: string | null;
  createdAt: string;
  paidAt: string | null;
}
