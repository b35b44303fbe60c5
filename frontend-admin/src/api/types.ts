// Every type of the back-office API, taken from the OpenAPI document (`schema.d.ts`, generated
// by openapi-typescript with `npm run openapi`; npm test fails when it is stale). No other file
// declares an API type, so a change on the server shows up here as a type error.
import type { components } from './schema';

type Schemas = components['schemas'];

export type Admin = Schemas['AdminResponse'];
export type AdminType = Admin['type'];
export type Client = Schemas['ClientView'];
export type Transaction = Schemas['TransactionView'];
export type OrderStatus = Transaction['status'];
export type OrderEvent = Schemas['OrderPageEventView'];
export type TransactionDetail = Schemas['OrderPageResponse'];
export type OrderActionResult = Schemas['OrderActionResponse'];
export type AuditEntry = Schemas['AuditEntryResponse'];
export type MessageBody = Schemas['MessageResponse'];
export type ChangePasswordBody = Schemas['ChangeAdminPasswordRequest'];
export type UpdateAdminBody = Schemas['UpdateAdminRequest'];
export type CreateAdminBody = Schemas['CreateAdminRequest'];
export type ConfigWeb = Schemas['ConfigWebResponse'];
export type BuildOfferResult = Schemas['BuildOfferResponse'];
export type ContactEmail = Schemas['ContactEmailResponse'];
export type DashboardDay = Schemas['DashboardDayView'];
export type DashboardFigures = Schemas['DashboardResponse'];
export type MvmPayment = Schemas['AdminMvmPaymentView'];
export type MvmPaymentStatus = MvmPayment['status'];

/** Every error answer of the API: `{statusCode, message}` (docs/architecture.md). */
export interface ErrorBody {
  statusCode: number;
  message: string;
}

/** Filters shared by topupTransaction, GET /transactions and generateCsv (query parameters). */
export type TransactionFilters = Partial<
  Pick<Schemas['TopupTransactionRequest'], 'q' | 'status' | 'from' | 'to' | 'country'>
>;

/** The Mvm payment list's filters (react-admin's filter JSON, also the CSV's). */
export interface MvmPaymentFilters {
  q?: string;
  status?: string;
  provider?: string;
  from?: string;
  to?: string;
}
