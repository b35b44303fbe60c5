import { DomainError } from '@shared/domain/domain-error';
import { BackofficeErrors } from './backoffice.errors';

/** Shorter searches match too much to count quickly (trigrams need three characters). */
export const MIN_SEARCH_LENGTH = 3;
export const MAX_SEARCH_LENGTH = 100;

// Control characters (NUL included) and lone surrogates cannot be meant as search text.
const NOT_PLAIN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The search box's text, trimmed; undefined when empty. */
export function searchText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || NOT_PLAIN.test(value))
    throw new DomainError(BackofficeErrors.SEARCH_NOT_TEXT);
  const text = value.trim();
  if (!text) return undefined;
  if (text.length < MIN_SEARCH_LENGTH) throw new DomainError(BackofficeErrors.SEARCH_TOO_SHORT);
  if (text.length > MAX_SEARCH_LENGTH) throw new DomainError(BackofficeErrors.SEARCH_TOO_LONG);
  return text;
}

/** Plain text other than the search (a country name): same character rules, no length floor. */
export const isPlainText = (value: string, maxLength: number): boolean =>
  value.length <= maxLength && !NOT_PLAIN.test(value);

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards taken literally. */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const digitsOf = (text: string): string => text.replace(/\D/g, '');

const UUID_SHAPE = 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx';

/**
 * The ids a transaction-id search covers: the exact uuid, or every uuid whose text starts with
 * the typed prefix, as a range of the primary key (no index of its own needed). Undefined when
 * the text cannot begin a uuid.
 */
export function uuidPrefixRange(text: string): { low: string; high: string } | undefined {
  const prefix = text.toLowerCase();
  if (prefix.length > UUID_SHAPE.length) return undefined;
  for (let i = 0; i < prefix.length; i++) {
    const ok = UUID_SHAPE[i] === '-' ? prefix[i] === '-' : /[0-9a-f]/.test(prefix[i]);
    if (!ok) return undefined;
  }
  const fill = (digit: string) => prefix + UUID_SHAPE.slice(prefix.length).replace(/x/g, digit);
  return { low: fill('0'), high: fill('f') };
}
