// Every type of the back-office API (docs/api/back-office.md), shaped exactly like the contract.
// This file is meant to be replaced by types generated from the OpenAPI document
// (openapi-typescript), so no other file declares an API type.

export type AdminType = 'master' | 'admin';

export interface Admin {
  id: string;
  fullname: string;
  email: string;
  type: AdminType;
}

export interface Client {
  id: string;
  fullname: string;
  email: string;
  telephone: string;
}

export type OrderStatus =
  'PENDING_PAYMENT' | 'PAID' | 'SUBMITTED' | 'COMPLETED' | 'FAILED' | 'REFUNDED' | 'CANCELLED';

export interface Transaction {
  /** The order uuid, shown as the Transaction ID. */
  id: string;
  user: { email: string };
  telenumber: string;
  /** Country name, e.g. "Ethiopia". */
  country: string;
  /** USD paid: top-up + service charge, 2 decimals. */
  amount: number;
  submitted: string;
  completed: string | null;
  status: OrderStatus;
  /** The status in words (see TRANSACTION_STATUS_WORDS). */
  transtatus: string;
}

export interface OrderEvent {
  id: string;
  at: string;
  from: OrderStatus | null;
  to: OrderStatus;
  actor: string;
  detail: string;
}

export interface TransactionDetail extends Transaction {
  productId: string;
  productName: string;
  operatorName: string;
  price: number;
  serviceCharge: number;
  gateway: 'stripe' | 'paypal';
  checkoutSessionId: string | null;
  paymentRef: string | null;
  providerTransactionId: string | null;
  failureReason: string | null;
  refundRef: string | null;
  paidAt: string | null;
  customer: Client;
  events: OrderEvent[];
  actions: { check: boolean; refund: boolean };
}

export interface OrderActionResult {
  outcome: string;
  order: TransactionDetail;
}

/** Filters shared by topupTransaction, GET /transactions and generateCsv. */
export interface TransactionFilters {
  q?: string;
  status?: OrderStatus;
  /** Submitted date, YYYY-MM-DD, inclusive, UTC. */
  from?: string;
  to?: string;
  country?: string;
}

export interface AuditEntry {
  id: string;
  at: string;
  adminId: string | null;
  adminEmail: string;
  action: string;
  detail: string;
}

export interface ErrorBody {
  statusCode: number;
  message: string;
}

export interface MessageBody {
  message: string;
}

export interface ChangePasswordBody {
  oldPassword: string;
  newPassword: string;
}

export interface UpdateAdminBody {
  email: string;
  fullname: string;
}

export interface CreateAdminBody {
  fullname: string;
  email: string;
  password: string;
}

export interface ConfigWeb {
  configWeb: boolean;
}

export interface BuildOfferResult {
  message: string;
  inserted: number;
  updated: number;
  deactivated: number;
  skipped: number;
}

export interface ContactEmail {
  email: string;
}

export interface DashboardDay {
  date: string;
  orders: number;
  completed: number;
  failed: number;
  /** USD of COMPLETED orders. */
  revenue: number;
}

export interface DashboardFigures {
  days: DashboardDay[];
  totals: { orders: number; completed: number; revenue: number; successRate: number };
  waiting: { payment: number; fulfilment: number; refund: number };
}
