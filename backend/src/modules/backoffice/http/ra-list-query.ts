import { DomainError } from '../../../shared/domain/domain-error';
import { BackofficeErrors } from '../domain/backoffice.errors';
import type { SortDirection } from '../domain/list-window';

/** react-admin's list query (ra-data-simple-rest), parsed; ranges and filters are checked later. */
export interface RaList<F extends string> {
  filter: Record<string, unknown>;
  first: number;
  last: number;
  sort?: { field: F; direction: SortDirection };
}

const DEFAULT_RANGE: [number, number] = [0, 9];

/**
 * `filter={json}&range=[first,last]&sort=["field","ASC"]`, each optional. Only the shapes are
 * checked here; the list's service checks the values, the same way for every dialect.
 */
export function parseRaList<F extends string>(
  query: { filter?: string; range?: string; sort?: string },
  sortFields: readonly F[],
): RaList<F> {
  const filter =
    query.filter === undefined ? {} : json(query.filter, BackofficeErrors.FILTER_FORMAT);
  if (!isPlainObject(filter)) throw new DomainError(BackofficeErrors.FILTER_FORMAT);

  const range =
    query.range === undefined ? DEFAULT_RANGE : json(query.range, BackofficeErrors.RANGE_FORMAT);
  if (!Array.isArray(range) || range.length !== 2 || !range.every(Number.isSafeInteger))
    throw new DomainError(BackofficeErrors.RANGE_FORMAT);

  let sort: RaList<F>['sort'];
  if (query.sort !== undefined) {
    const value = json(query.sort, BackofficeErrors.SORT_INVALID);
    if (
      !Array.isArray(value) ||
      value.length !== 2 ||
      !sortFields.includes(value[0] as F) ||
      (value[1] !== 'ASC' && value[1] !== 'DESC')
    )
      throw new DomainError(BackofficeErrors.SORT_INVALID);
    sort = { field: value[0] as F, direction: value[1] };
  }
  return { filter, first: range[0] as number, last: range[1] as number, sort };
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function json(text: string, error: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError(error);
  }
}

/** `Content-Range: transactions 0-9/1000000` (`*` when the page is empty), as ra expects. */
export const contentRange = (resource: string, first: number, rows: number, total: number) =>
  `${resource} ${rows ? `${first}-${first + rows - 1}` : '*'}/${total}`;
