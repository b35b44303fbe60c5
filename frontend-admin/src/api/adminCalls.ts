import { passOn } from '../http/refusals';
import { httpClient } from '../http/httpClient';
import type {
  Admin,
  Client,
  BuildOfferResult,
  ChangePasswordBody,
  ClientActivity,
  ClientAutoTopUp,
  ClientAutoTopUps,
  ClientRiskLimits,
  ClientRiskLimitsBody,
  ConfigWeb,
  ContactEmail,
  CreateAdminBody,
  DashboardFigures,
  EnrolledLogin,
  MessageBody,
  MvmPaymentFilters,
  OrderActionResult,
  RecoveryCodes,
  SecondFactorRequired,
  SecondFactorStatus,
  TotpEnrolment,
  TransactionFilters,
  UpdateAdminBody,
} from './types';
import { downloadFile, mvmPaymentsCsvUrl, transactionsCsvUrl } from './csvExport';

// The specification's own endpoints, as dataProvider methods (react-admin's way to call what is
// not a REST resource): screens call them through useDataProvider with react-query. The REST
// resources (transactions, clients, admins, audit-log, mvm-payments) use the standard methods.
const BASE = '/api/admin';

type Answer<T> = Promise<{ data: T }>;

async function call<T>(
  path: string,
  init: { method?: 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {},
  refusals: { logoutOn403?: boolean; ownsUnauthorized?: boolean } = {},
): Answer<T> {
  try {
    const { json } = await httpClient(`${BASE}${path}`, {
      method: init.method,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { data: json as T };
  } catch (error) {
    throw passOn(error, refusals);
  }
}

const save = (download: Promise<void>): Answer<null> =>
  download.then(
    () => ({ data: null }),
    (error: unknown) => {
      throw passOn(error, { logoutOn403: true });
    },
  );

const order = (id: string, action: 'check' | 'refund' | 'approve' | 'refuse') =>
  call<OrderActionResult>(`/transactions/${encodeURIComponent(id)}/${action}`, { method: 'POST' });

export const adminCalls = {
  me: () => call<Admin>('/me'),
  updateAdmin: (body: UpdateAdminBody) => call<Admin>('/updateAdmin/', { method: 'POST', body }),
  changePassword: (body: ChangePasswordBody) =>
    call<MessageBody>('/changePassword', { method: 'POST', body }),
  // A 401 or a 403 on the switch's state goes to the login page.
  getConfigWeb: () => call<ConfigWeb>('/getConfigWeb', {}, { logoutOn403: true }),
  toggleConfig: () => call<ConfigWeb>('/toggleConfig', { method: 'POST' }),
  buildOffer: () => call<BuildOfferResult>('/buildOffer', { method: 'POST' }),
  createAdmin: (body: CreateAdminBody) => call<Admin>('/createAdmin', { method: 'POST', body }),
  getContactEmail: () => call<ContactEmail>('/contactEmail'),
  setContactEmail: (body: ContactEmail) =>
    call<ContactEmail>('/contactEmail', { method: 'PUT', body }),
  countries: () => call<string[]>('/countries'),
  clientActivity: (id: string) =>
    call<ClientActivity>(`/clients/${encodeURIComponent(id)}/activity`),
  clientRiskLimits: (id: string) =>
    call<ClientRiskLimits>(`/clients/${encodeURIComponent(id)}/risk-limits`),
  setClientRiskLimits: (id: string, body: ClientRiskLimitsBody) =>
    call<ClientRiskLimits>(`/clients/${encodeURIComponent(id)}/risk-limits`, {
      method: 'PUT',
      body,
    }),
  // Automatic top-ups (docs/specification.md#automatic-top-ups): a client's schedules and runs,
  // and an admin's pause (audited).
  clientAutoTopUps: (id: string) =>
    call<ClientAutoTopUps>(`/clients/${encodeURIComponent(id)}/auto-top-ups`),
  pauseAutoTopUp: (id: string, reason: string) =>
    call<ClientAutoTopUp>(`/auto-top-ups/${encodeURIComponent(id)}/pause`, {
      method: 'POST',
      body: { reason },
    }),
  blockClient: (id: string, reason: string) =>
    call<Client>(`/clients/${encodeURIComponent(id)}/block`, { method: 'POST', body: { reason } }),
  unblockClient: (id: string, reason: string) =>
    call<Client>(`/clients/${encodeURIComponent(id)}/unblock`, {
      method: 'POST',
      body: { reason },
    }),
  dashboard: (days: number) => call<DashboardFigures>(`/dashboard?days=${days}`),
  checkTransaction: (id: string) => order(id, 'check'),
  refundTransaction: (id: string) => order(id, 'refund'),
  // The review queue (docs/specification.md#review-queue): fulfil now, or refund now.
  approveTransaction: (id: string) => order(id, 'approve'),
  refuseTransaction: (id: string) => order(id, 'refuse'),
  // The second factor (docs/specification.md#admin-login): one's own from the profile, the
  // master's rule and reset, and the enrolment a login must do first when the rule wants it.
  totpStatus: () => call<SecondFactorStatus>('/totp'),
  startTotpEnrolment: () => call<TotpEnrolment>('/totp/enrolment', { method: 'POST' }),
  confirmTotpEnrolment: (code: string) =>
    call<RecoveryCodes>('/totp/enrolment/confirm', { method: 'POST', body: { code } }),
  setTotpRequired: (required: boolean) =>
    call<SecondFactorRequired>('/totp/required', { method: 'PUT', body: { required } }),
  resetAdminTotp: (id: string) =>
    call<MessageBody>(`/admins/${encodeURIComponent(id)}/totp`, { method: 'DELETE' }),
  startLoginEnrolment: () =>
    call<TotpEnrolment>('/login/enrolment', { method: 'POST' }, { ownsUnauthorized: true }),
  confirmLoginEnrolment: (code: string) =>
    call<EnrolledLogin>(
      '/login/enrolment/confirm',
      { method: 'POST', body: { code } },
      { ownsUnauthorized: true },
    ),
  // A 401 or a 403 on an export goes to the login page.
  downloadTransactionsCsv: (filters: TransactionFilters = {}) =>
    save(downloadFile(transactionsCsvUrl(filters), 'transactions.csv')),
  downloadMvmPaymentsCsv: (filters: MvmPaymentFilters = {}) =>
    save(downloadFile(mvmPaymentsCsvUrl(filters), 'mvm-payments.csv')),
};

export type AdminCalls = typeof adminCalls;
