/** One row of the admin transaction list (docs/api/back-office.md, Transaction). */
export interface Transaction {
  id: string;
  user: { email: string };
  telenumber: string;
  country: string;
  /** USD paid: top-up + service charge, 2 decimals. */
  amount: number;
  /** USD DT One charged (its wholesale price); null when unknown (older orders). */
  cost: number | null;
  submitted: string;
  completed: string | null;
  /** The order status code (PENDING_PAYMENT…); `transtatus` is its words. */
  status: string;
  transtatus: string;
}

/** The list's sortable columns: Submitted Date (the default), Amount, Country, Completed, Status. */
export const TRANSACTION_SORT_FIELDS = [
  'submitted',
  'amount',
  'country',
  'completed',
  'status',
] as const;
export type TransactionSortField = (typeof TRANSACTION_SORT_FIELDS)[number];

/** One row of the client list. */
export interface Client {
  id: string;
  fullname: string;
  email: string;
  telephone: string;
  /**
   * Whether the client may buy (the client page; the lists leave it out): null, or when, why and
   * by whom they were blocked (docs/decisions.md#blocked-customers).
   */
  blocked?: { at: string; reason: string; by: string } | null;
}

/**
 * A client's page beyond their details: their newest orders and their newest Mvm payments (paid
 * with the same e-mail), each with the number there are in all.
 */
export interface ClientActivity<MvmPayment> {
  orders: Transaction[];
  ordersTotal: number;
  mvmPayments: MvmPayment[];
  mvmPaymentsTotal: number;
}

/** How many of each the client page shows; the lists (by e-mail search) have the rest. */
export const CLIENT_PAGE_ROWS = 20;

export const CLIENT_SORT_FIELDS = ['fullname', 'email'] as const;
export type ClientSortField = (typeof CLIENT_SORT_FIELDS)[number];
