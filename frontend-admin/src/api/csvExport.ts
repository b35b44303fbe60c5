import { HttpError } from 'react-admin';
import type { MvmPaymentFilters, TransactionFilters } from './types';

const BASE = '/api/admin';

/** The transactions' export URL: the list's filters as plain query parameters (empty ones left out). */
export function transactionsCsvUrl(filters: TransactionFilters = {}): string {
  const query = new URLSearchParams();
  for (const key of ['q', 'status', 'from', 'to', 'country'] as const) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return `${BASE}/generateCsv${search ? `?${search}` : ''}`;
}

/** The Mvm payments' export URL: the list's filters as react-admin's filter JSON. */
export function mvmPaymentsCsvUrl(filters: MvmPaymentFilters = {}): string {
  const given = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  const search = Object.keys(given).length
    ? `?${new URLSearchParams({ filter: JSON.stringify(given) })}`
    : '';
  return `${BASE}/mvm-payments.csv${search}`;
}

/**
 * Saves what `path` answers as `fileName`. A fetch with the session cookie (rather than a bare
 * link) lets the screen react to 401/403/500 instead of saving an error page as the file.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
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
