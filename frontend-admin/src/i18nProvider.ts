import type { I18nProvider } from 'react-admin';

/**
 * react-admin's default i18nProvider (ra-i18n-polyglot over ra-language-english, missing keys
 * allowed) without node-polyglot: the back office speaks English only, and polyglot with its
 * Object.entries polyfills was a twentieth of the login page's script
 * (docs/performance.md#back-office-first-load). The same phrases and the same rules, which
 * i18nProvider.test.ts checks against react-admin's own provider key by key. react-admin's
 * phrases come with the first screen that shows any (i18nMessages.ts, imported by the frame and
 * react-admin's own screens); until then only the loading page's are known.
 * The rules:
 * - a key without a phrase uses `options._`, else is itself the phrase;
 * - `smart_count` (or a number given as the options) picks "one |||| many" (English: 1 is one);
 * - `%{name}` is replaced by `options.name` when it is given and not null, else left as it is.
 */
const phrases = new Map<string, string>([
  // react-admin's <LoadingPage>, shown before any screen (ra-language-english's words).
  ['ra.page.loading', 'Loading'],
  ['ra.message.loading', 'Please wait'],
]);

/** Adds messages (nested as react-admin's are) under their dotted keys. */
export function addPhrases(messages: object, prefix = ''): void {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') phrases.set(path, value);
    else if (value && typeof value === 'object') addPhrases(value as object, path);
  }
}

type Options = Record<string, unknown>;

export function translatePhrase(phrase: string, given: Options | number | undefined): string {
  if (given == null) return phrase;
  const options: Options = typeof given === 'number' ? { smart_count: given } : given;
  let result = phrase;
  if (options.smart_count != null && phrase) {
    const forms = phrase.split('||||');
    result = (forms[Number(options.smart_count) !== 1 ? 1 : 0] ?? forms[0]).trim();
  }
  return result.replace(/%\{(.*?)\}/g, (expression, name: string) =>
    Object.hasOwn(options, name) && options[name] != null ? String(options[name]) : expression,
  );
}

export const i18nProvider: I18nProvider = {
  translate: (key: string, options: Options = {}) => {
    const phrase = phrases.get(key) ?? (typeof options._ === 'string' ? options._ : key);
    return translatePhrase(phrase, options);
  },
  changeLocale: () => Promise.resolve(),
  getLocale: () => 'en',
  getLocales: () => [{ locale: 'en', name: 'English' }],
};
