// Which language a visit starts in (docs/i18n.md): a `?lang=` in the address wins (a shared
// link keeps its language), then the `lang` cookie (the visitor's own choice, also read by the
// API), then the browser's languages in order, then English.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

export const LANG_COOKIE = 'lang';
export const LANG_PARAM = 'lang';

export interface LanguageClues {
  search: string;
  cookie: string;
  browserLanguages: readonly string[];
}

export function languageFromCookie(cookie: string): Language | null {
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(cookie)?.[1];
  return isLanguage(value) ? value : null;
}

export function languageFromSearch(search: string): Language | null {
  const value = new URLSearchParams(search).get(LANG_PARAM);
  return isLanguage(value) ? value : null;
}

/** 'fr-CA' -> 'fr'; the first of the browser's languages the site speaks. */
export function languageFromBrowser(browserLanguages: readonly string[]): Language | null {
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

export function chooseLanguage({ search, cookie, browserLanguages }: LanguageClues): Language {
  return (
    languageFromSearch(search) ??
    languageFromCookie(cookie) ??
    languageFromBrowser(browserLanguages) ??
    DEFAULT_LANGUAGE
  );
}

/** The cookie the API reads at signup and login (path /, a year, SameSite=Lax). */
export const languageCookie = (language: Language) =>
  `${LANG_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
