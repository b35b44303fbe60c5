import { HttpError } from 'react-admin';
import { httpClient } from '../http/httpClient';
import type {
  Admin,
  ClientActivity,
  BuildOfferResult,
  ChangePasswordBody,
  ConfigWeb,
  ContactEmail,
  CreateAdminBody,
  DashboardFigures,
  MessageBody,
  MvmPaymentFilters,
  OrderActionResult,
  TransactionFilters,
  UpdateAdminBody,
} from './types';

// The specification's own endpoints (docs/specification.md#admin-calls + the contract), one
// function each. The REST
// resources (transactions, clients, admins, audit-log) go through the dataProvider instead.
const BASE = '/api/admin';

async function getJson<T>(path: string): Promise<T> {
  const { json } = await httpClient(`${BASE}${path}`);
  return json as T;
}

async function send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) {
  const { json } = await httpClient(`${BASE}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return json as T;
}

export const adminApi = {
  me: () => getJson<Admin>('/me'),
  updateAdmin: (body: UpdateAdminBody) => send<Admin>('POST', '/updateAdmin/', body),
  changePassword: (body: ChangePasswordBody) => send<MessageBody>('POST', '/changePassword', body),
  getConfigWeb: () => getJson<ConfigWeb>('/getConfigWeb'),
  toggleConfig: () => send<ConfigWeb>('POST', '/toggleConfig'),
  buildOffer: () => send<BuildOfferResult>('POST', '/buildOffer'),
  createAdmin: (body: CreateAdminBody) => send<Admin>('POST', '/createAdmin', body),
  getContactEmail: () => getJson<ContactEmail>('/contactEmail'),
  setContactEmail: (body: ContactEmail) => send<ContactEmail>('PUT', '/contactEmail', body),
  countries: () => getJson<string[]>('/countries'),
  clientActivity: (id: string) =>
    getJson<ClientActivity>(`/clients/${encodeURIComponent(id)}/activity`),
  dashboard: (days: number) => getJson<DashboardFigures>(`/dashboard?days=${days}`),
  checkTransaction: (id: string) =>
    send<OrderActionResult>('POST', `/transactions/${encodeURIComponent(id)}/check`),
  refundTransaction: (id: string) =>
    send<OrderActionResult>('POST', `/transactions/${encodeURIComponent(id)}/refund`),
};

/** The export URL: the list's filters as plain query parameters (empty ones left out). */
export function csvExportUrl(filters: TransactionFilters = {}): string {
  const query = new URLSearchParams();
  for (const key of ['q', 'status', 'from', 'to', 'country'] as const) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return `${BASE}/generateCsv${search ? `?${search}` : ''}`;
}

export const CSV_FILE_NAME = 'transactions.csv';

/**
 * Downloads the CSV export as transactions.csv. A fetch with the session cookie (rather than a
 * bare link) lets the screen react to 401/403/500 instead of saving an error page as the file.
 */
export function downloadTransactionsCsv(filters: TransactionFilters = {}): Promise<void> {
  return downloadFile(csvExportUrl(filters), CSV_FILE_NAME);
}

export const MVM_CSV_FILE_NAME = 'mvm-payments.csv';

/** The Mvm payments' export URL: the list's filters as react-admin's filter JSON. */
export function mvmPaymentsCsvUrl(filters: MvmPaymentFilters = {}): string {
  const given = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  const search = Object.keys(given).length
    ? `?${new URLSearchParams({ filter: JSON.stringify(given) })}`
    : '';
  return `${BASE}/mvm-payments.csv${search}`;
}

/** Downloads the Mvm payments' CSV export as mvm-payments.csv (same handling as transactions). */
export function downloadMvmPaymentsCsv(filters: MvmPaymentFilters = {}): Promise<void> {
  return downloadFile(mvmPaymentsCsvUrl(filters), MVM_CSV_FILE_NAME);
}

async function downloadFile(path: string, fileName: string): Promise<void> {
  const response = await fetch(path, { credentials: 'include' });
  if (!response.ok) {
    let message = response.statusText || 'Download failed';
    try {
      const body = (await response.json()) as { message?: string };
      if (body.message) message = body.message;
    } catch {
      // Not JSON: keep the status text.
    }
    throw new HttpError(message, response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
