// The numbers (10 rows by default, at most 100) are the API's: @selamtopup/api-types/page-size.
import { DEFAULT_PAGE_SIZE, clampPageSize } from '@selamtopup/api-types/page-size';

/**
 * docs/specification.md#admin-transitions and #admin-validation for the items-per-page input: empty resets to the default, at least 1, whole
 * numbers only. Answers null for a value that is not a whole number, which the input then
 * ignores. The choice is kept as typed up to the API's maximum; the total count only caps what
 * the input shows (shownItemsPerPage), so a short list today does not shrink the pages of a
 * longer one tomorrow.
 */
export function parseItemsPerPage(raw: string): number | null {
  const text = raw.trim();
  if (text === '') return DEFAULT_PAGE_SIZE;
  if (!/^\d+$/.test(text)) return null;
  return clampPageSize(Number(text));
}

/**
 * The input never shows more than the total count, when there is one (docs/decisions.md, "Items
 * per page").
 */
export function shownItemsPerPage(perPage: number, total: number | undefined): number {
  return total !== undefined && total > 0 ? Math.min(perPage, total) : perPage;
}

/** The page numbers to offer: a window of up to `size` pages around the current one. */
export function pageWindow(page: number, pageCount: number, size = 5): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pageCount - size + 1));
  const end = Math.min(pageCount, start + size - 1);
  const pages: number[] = [];
  for (let p = start; p <= end; p += 1) pages.push(p);
  return pages;
}
