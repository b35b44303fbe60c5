// Seed 001 §9: lists show 10 rows by default.
export const DEFAULT_PER_PAGE = 10;

/**
 * Seed 001 §4/§5 for the items-per-page input: empty resets to the default, at least 1, whole
 * numbers only, and never more than the total count (when there is one). Answers null for a
 * value that is not a whole number, which the input then ignores.
 */
export function parseItemsPerPage(raw: string, total: number | undefined): number | null {
  const text = raw.trim();
  if (text === '') return DEFAULT_PER_PAGE;
  if (!/^\d+$/.test(text)) return null;
  let value = Math.max(1, Number(text));
  if (total !== undefined && total > 0) value = Math.min(value, total);
  return value;
}

/** The page numbers to offer: a window of up to `size` pages around the current one. */
export function pageWindow(page: number, pageCount: number, size = 5): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pageCount - size + 1));
  const end = Math.min(pageCount, start + size - 1);
  const pages: number[] = [];
  for (let p = start; p <= end; p += 1) pages.push(p);
  return pages;
}
