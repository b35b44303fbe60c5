/** USD with exactly two decimals (the contract's amounts are numbers). */
export function formatUsd(amount: number | null | undefined): string {
  return typeof amount === 'number' ? amount.toFixed(2) : '';
}

/** Dates in the admin's own time zone, day and minute, e.g. "3 Mar 2026, 14:05". */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/** What an order shows for its completed date before it has one. */
export const NOT_COMPLETE = 'Not complete';

/** The completed date, or NOT_COMPLETE while there is none. */
export const completedDate = (iso: string | null | undefined): string =>
  iso ? formatDateTime(iso) : NOT_COMPLETE;
