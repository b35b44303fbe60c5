import { DomainError } from '@shared/domain/domain-error';
import { isOrderStatus } from '@modules/orders/services/order-statuses';
import { MVM_PAYMENT_STATUSES, MVM_PROVIDERS } from '@modules/mvm/services/mvm-payment-vocabulary';
import { MVM_PAYMENT_FILTER_FIELDS, MvmPaymentFilter } from '../domain/mvm-payment-filter';
import { BackofficeErrors } from '../domain/backoffice.errors';
import { isPlainText, searchText } from '../domain/search-text';
import { TRANSACTION_FILTER_FIELDS, TransactionFilter } from '../domain/transaction-filter';

/**
 * Checks the transaction filters as they arrive, whichever dialect carried them (the
 * specification's body
 * fields, react-admin's `filter` JSON, the CSV's query): empty values mean "no filter".
 */
export function parseTransactionFilter(raw: Record<string, unknown>): TransactionFilter {
  const unknown = Object.keys(raw).filter(
    (key) => !(TRANSACTION_FILTER_FIELDS as readonly string[]).includes(key),
  );
  if (unknown.length) throw new DomainError(BackofficeErrors.FILTER_UNKNOWN);
  const filter: TransactionFilter = {};
  const q = searchText(raw.q);
  if (q) filter.q = q;
  const status = present(raw.status);
  if (status !== undefined) {
    if (!isOrderStatus(status)) throw new DomainError(BackofficeErrors.STATUS_INVALID);
    filter.status = status;
  }
  const from = day(raw.from, BackofficeErrors.FROM_INVALID);
  const to = day(raw.to, BackofficeErrors.TO_INVALID);
  if (from && to && from > to) throw new DomainError(BackofficeErrors.DATES_REVERSED);
  if (from) filter.from = from;
  if (to) filter.to = to;
  const country = present(raw.country);
  if (country !== undefined) {
    if (typeof country !== 'string' || !isPlainText(country, 100))
      throw new DomainError(BackofficeErrors.COUNTRY_INVALID);
    filter.country = country.trim();
  }
  return filter;
}

/** The Mvm payment filters (react-admin's `filter` JSON, the CSV's query). */
export function parseMvmPaymentFilter(raw: Record<string, unknown>): MvmPaymentFilter {
  if (
    Object.keys(raw).some((key) => !(MVM_PAYMENT_FILTER_FIELDS as readonly string[]).includes(key))
  )
    throw new DomainError(BackofficeErrors.MVM_FILTER_UNKNOWN);
  const filter: MvmPaymentFilter = {};
  const q = searchText(raw.q);
  if (q) filter.q = q;
  const status = present(raw.status);
  if (status !== undefined) {
    if (!(MVM_PAYMENT_STATUSES as readonly unknown[]).includes(status))
      throw new DomainError(BackofficeErrors.MVM_STATUS_INVALID);
    filter.status = status as string;
  }
  const provider = present(raw.provider);
  if (provider !== undefined) {
    if (!(MVM_PROVIDERS as readonly unknown[]).includes(provider))
      throw new DomainError(BackofficeErrors.MVM_PROVIDER_INVALID);
    filter.provider = provider as string;
  }
  const from = day(raw.from, BackofficeErrors.FROM_INVALID);
  const to = day(raw.to, BackofficeErrors.TO_INVALID);
  if (from && to && from > to) throw new DomainError(BackofficeErrors.DATES_REVERSED);
  if (from) filter.from = from;
  if (to) filter.to = to;
  return filter;
}

/** The client list's only filter, the search `q` (POST /getUsers' body, GET /clients' JSON). */
export function parseClientFilter(raw: Record<string, unknown>): { q?: string } {
  if (Object.keys(raw).some((key) => key !== 'q'))
    throw new DomainError(BackofficeErrors.CLIENT_FILTER_UNKNOWN);
  const q = searchText(raw.q);
  return q ? { q } : {};
}

/** Undefined for a missing or empty value (react-admin sends "" for a cleared input). */
const present = (value: unknown): unknown =>
  value === undefined || value === null || value === '' ? undefined : value;

function day(value: unknown, error: string): string | undefined {
  const text = present(value);
  if (text === undefined) return undefined;
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) throw new DomainError(error);
  const date = new Date(`${text}T00:00:00Z`);
  // Rejects 2025-02-30 (Date would roll it over to March).
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text)
    throw new DomainError(error);
  return text;
}
