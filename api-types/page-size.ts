// How many rows one page of a list holds, as both frontends offer it and the API allows it. The
// backend's list queries hold the same numbers (backend/src/shared/http/ra-list-query.ts,
// backend/src/modules/orders/http/dto/range.request.ts; page-size.spec.ts there fails when they
// differ).

/** Rows a list shows until the person asks for another number. */
export const DEFAULT_PAGE_SIZE = 10;

/** The most rows the API answers in one call, so the most one page can hold. */
export const MAX_PAGE_SIZE = 100;

/** A wanted page size brought within what the API answers: at least 1, at most MAX_PAGE_SIZE. */
export function clampPageSize(wanted: number): number {
  return Math.min(MAX_PAGE_SIZE, Math.max(1, wanted));
}
