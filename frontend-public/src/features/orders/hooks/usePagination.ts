// The items-per-page and pager rules of both histories (docs/specification.md#customer-validation
// and #limits), in one place:
// - items per page: a number, minimum 1; empty means the default; above the total count it is
//   capped at the count;
// - pages: ceil(count / page size); the rows asked for are {start, end}, 1-based and inclusive;
// - the server answers at most 100 rows a call, so a page holds at most 100 rows.
import { MAX_PAGE_SIZE, clampPageSize } from '@selamtopup/api-types/page-size';
import { useState } from 'react';
import type { PageRange } from '../api/page-range';

/** The most rows the history endpoints answer for one {start, end} (end - start < 100). */
export { MAX_PAGE_SIZE };

/**
 * The page size a typed value stands for: '' -> the default, below 1 -> 1, decimals dropped,
 * at most MAX_PAGE_SIZE.
 */
export function pageSizeOf(text: string, defaultSize: number): number {
  if (text.trim() === '') return defaultSize;
  const value = Math.floor(Number(text));
  if (!Number.isFinite(value)) return defaultSize;
  return clampPageSize(value);
}

/** The whole number a typed text stands for ("2.5" -> "2", "1e3" -> "1000"), '' when none. */
export function wholeNumberText(text: string): string {
  if (text.trim() === '') return '';
  const value = Math.trunc(Number(text));
  return Number.isFinite(value) ? String(value) : '';
}

export const pageCountOf = (count: number, pageSize: number) =>
  count > 0 ? Math.ceil(count / pageSize) : 0;

export const rangeOf = (page: number, pageSize: number): PageRange => ({
  start: (page - 1) * pageSize + 1,
  end: page * pageSize,
});

export interface Pagination {
  /** The current page, 1-based. */
  page: number;
  pageSize: number;
  /** 0 until the count is known, or when there is nothing to show. */
  pageCount: number;
  /** The rows of the current page. */
  range: PageRange;
  /** What the items-per-page field shows ('' while emptied: the default applies). */
  pageSizeText: string;
  defaultPageSize: number;
  setPage: (page: number) => void;
  /** The items-per-page field changed. */
  changePageSize: (text: string) => void;
  /** The items-per-page field lost focus: it shows the size in force. */
  settlePageSize: () => void;
}

/**
 * `useList` fetches one page for a range and answers the total `count` with it; `usePagination`
 * owns the page and the page size, and calls it with the current range.
 */
export function usePagination<T extends { count: number }, Q extends { data?: T }>(
  defaultPageSize: number,
  useList: (range: PageRange) => Q,
): { pagination: Pagination; query: Q } {
  const [page, setPage] = useState(1);
  const [pageSizeText, setPageSizeText] = useState(String(defaultPageSize));
  // The total from the latest answer (every answer carries it, whatever the range).
  const [count, setCount] = useState<number | undefined>(undefined);

  const pageSize = pageSizeOf(pageSizeText, defaultPageSize);
  const pageCount = count === undefined ? 0 : pageCountOf(count, pageSize);
  // Fewer rows than before (e.g. a smaller count): stay within the last page.
  const current = pageCount > 0 ? Math.min(page, pageCount) : 1;
  const range = rangeOf(current, pageSize);

  const query = useList(range);
  const answered = query.data?.count;
  // Adjusting state while rendering (React's pattern for state derived from new data).
  if (answered !== undefined && answered !== count) setCount(answered);

  function changePageSize(raw: string) {
    // Whole numbers only: a pasted or spun "2.5" is kept as "2", never shown as it came.
    const text = wholeNumberText(raw);
    let next = text;
    if (text !== '') {
      const typed = Number(text);
      // Above the count: the count (and never above what one call can answer).
      const most = Math.min(count !== undefined && count > 0 ? count : Infinity, MAX_PAGE_SIZE);
      if (typed > most) next = String(most);
      else if (typed < 1) next = '1';
    }
    setPageSizeText(next);
    setPage(1);
  }

  return {
    query,
    pagination: {
      page: current,
      pageSize,
      pageCount,
      range,
      pageSizeText,
      defaultPageSize,
      setPage,
      changePageSize,
      settlePageSize: () => setPageSizeText(String(pageSize)),
    },
  };
}
