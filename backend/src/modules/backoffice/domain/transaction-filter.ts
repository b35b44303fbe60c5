/** The admin transaction list's filters (docs/api/back-office.md), checked. */
export interface TransactionFilter {
  /** Transaction id (or its beginning), sender e-mail or receiver number. */
  q?: string;
  /** An order status code. */
  status?: string;
  /** Submitted from this UTC day, inclusive (YYYY-MM-DD). */
  from?: string;
  /** Submitted up to this UTC day, inclusive (YYYY-MM-DD). */
  to?: string;
  country?: string;
}

export const TRANSACTION_FILTER_FIELDS = ['q', 'status', 'from', 'to', 'country'] as const;
