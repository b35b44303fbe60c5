import { backOfficeOnly, type HttpErrorCatalog } from '@shared/http/http-error-catalog';
import { BackofficeErrors as E } from '../domain/backoffice.errors';
import { MAX_ROWS } from '@shared/http/ra-list-query';
import { MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH } from '../domain/search-text';

const bad = (message: string) => backOfficeOnly(400, message);

/** Statuses and texts of the back office's errors (docs/api/back-office.md), English only. */
export const backofficeHttpErrors: HttpErrorCatalog = {
  [E.BUILD_FAILED]: backOfficeOnly(400, 'Build failed'),
  [E.ORDER_NOT_FOUND]: backOfficeOnly(404, 'Order not found'),
  [E.RANGE_INVALID]: bad(
    `The range must end at or after its start and hold at most ${MAX_ROWS} rows`,
  ),
  [E.RANGE_FORMAT]: bad('range must be a JSON array [first, last] of whole numbers'),
  [E.SORT_INVALID]: bad('sort must be a JSON array [field, "ASC" or "DESC"] of a sortable field'),
  [E.FILTER_FORMAT]: bad('filter must be a JSON object'),
  [E.FILTER_UNKNOWN]: bad('The filters are q, status, from, to and country'),
  [E.CLIENT_FILTER_UNKNOWN]: bad('The only client filter is q'),
  [E.FILTER_TWICE]: bad('Send the filters either as filter JSON or as query fields, not both'),
  [E.SEARCH_NOT_TEXT]: bad('The search must be plain text'),
  [E.SEARCH_TOO_SHORT]: bad(`The search needs at least ${MIN_SEARCH_LENGTH} characters`),
  [E.SEARCH_TOO_LONG]: bad(`The search can be at most ${MAX_SEARCH_LENGTH} characters`),
  [E.STATUS_INVALID]: bad(
    'status must be one of PENDING_PAYMENT, PAID, SUBMITTED, COMPLETED, FAILED, REFUNDED, CANCELLED',
  ),
  [E.FROM_INVALID]: bad('from must be a date YYYY-MM-DD'),
  [E.TO_INVALID]: bad('to must be a date YYYY-MM-DD'),
  [E.DATES_REVERSED]: bad('from must not be after to'),
  [E.COUNTRY_INVALID]: bad('country must be a country name'),
  [E.CLIENT_ID_INVALID]: bad('The client id must be a UUID'),
  [E.CLIENT_NOT_FOUND]: backOfficeOnly(404, 'Client not found'),
  [E.MVM_FILTER_UNKNOWN]: bad('The filters are q, status, provider, from and to'),
  [E.MVM_STATUS_INVALID]: bad('status must be one of PENDING, PAID, FAILED, CANCELLED'),
  [E.MVM_PROVIDER_INVALID]: bad('provider must be paypal or stripe'),
  [E.MVM_PAYMENT_ID_INVALID]: bad('Invalid payment id'),
  [E.MVM_PAYMENT_NOT_FOUND]: backOfficeOnly(404, 'Payment not found'),
  [E.EXPORT_BUSY]: backOfficeOnly(429, 'An export is already running'),
};
