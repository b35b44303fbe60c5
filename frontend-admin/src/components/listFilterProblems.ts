/** The API's shortest search (backend/src/modules/backoffice/domain/search-text.ts). */
export const MIN_SEARCH_LENGTH = 3;

export const SEARCH_TOO_SHORT = `The search needs at least ${MIN_SEARCH_LENGTH} characters.`;
export const datesReversed = (from: string, to: string) =>
  `The "${from}" date is after the "${to}" date.`;

/** The lists whose search and date range the API checks, with their date filters' labels. */
const RULES: Record<string, { search: boolean; dates?: [string, string] }> = {
  transactions: { search: true, dates: ['Submitted from', 'Submitted to'] },
  'mvm-payments': { search: true, dates: ['Created from', 'Created to'] },
  clients: { search: true },
};

/**
 * What is wrong with a list's filters that the API would refuse (a search under three
 * characters, a "from" date after the "to" date), in words for the list to show in place of
 * its rows; undefined when nothing is. The data provider then asks the server nothing.
 */
export function listFilterProblem(
  resource: string | undefined,
  filter: Record<string, unknown> | undefined,
): string | undefined {
  const rules = resource ? RULES[resource] : undefined;
  if (!rules || !filter) return undefined;
  const q = typeof filter.q === 'string' ? filter.q.trim() : '';
  if (rules.search && q.length > 0 && q.length < MIN_SEARCH_LENGTH) return SEARCH_TOO_SHORT;
  const { from, to } = filter;
  // ISO dates (yyyy-mm-dd) compare as text.
  if (rules.dates && typeof from === 'string' && typeof to === 'string' && from && to && from > to)
    return datesReversed(...rules.dates);
  return undefined;
}
