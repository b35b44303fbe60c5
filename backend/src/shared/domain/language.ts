/**
 * The languages customers are written to in (docs/specification.md#customer-language). Adding
 * one is its code here and its mail texts in shared/mail-texts/ (docs/mail-languages.md).
 */
export const LANGUAGES = ['en', 'fr', 'am', 'sw'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The answer to a value outside LANGUAGES (400). */
export const LANGUAGE_MESSAGE = `language must be one of: ${LANGUAGES.join(', ')}`;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A stored value read back: anything unknown (an old row, a removed language) is English. */
export const languageOr = (value: unknown): Language =>
  isLanguage(value) ? value : DEFAULT_LANGUAGE;

/**
 * The language of a request from someone we have no stored choice for: the site's `lang` cookie,
 * else the first supported language of Accept-Language (by its q weights, `fr-CA` counts as
 * `fr`), else English.
 */
export function negotiateLanguage(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  const fromCookie = cookie?.trim().toLowerCase();
  if (isLanguage(fromCookie)) return fromCookie;
  const ranges = (acceptLanguage ?? '')
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q) : 1, index };
    })
    .filter((r) => r.q > 0 && !Number.isNaN(r.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges.map((r) => r.base).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
