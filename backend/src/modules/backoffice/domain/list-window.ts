import { DomainError } from '../../../shared/domain/domain-error';
import { BackofficeErrors } from './backoffice.errors';

/** Rows per page at most: a bigger page is refused, not silently cut. */
export const MAX_PAGE_SIZE = 100;
/** Deeper than any list will grow; beyond, numbers are typos or probes. */
export const MAX_OFFSET = 100_000_000;

/** Which rows of a list: skip `offset`, answer at most `limit`. */
export interface ListWindow {
  offset: number;
  limit: number;
}

export type SortDirection = 'ASC' | 'DESC';

export interface ListPage<T> {
  count: number;
  rows: T[];
}

/**
 * A window from the first and last row wanted, both included (0-based: react-admin's `range`;
 * the seed's 1-based start/end are shifted by the caller). One rule for both dialects.
 */
export function windowOf(first: number, last: number): ListWindow {
  const whole = (n: number) => Number.isSafeInteger(n) && n >= 0 && n <= MAX_OFFSET;
  if (!whole(first) || !whole(last) || last < first || last - first >= MAX_PAGE_SIZE)
    throw new DomainError(BackofficeErrors.RANGE_INVALID);
  return { offset: first, limit: last - first + 1 };
}
