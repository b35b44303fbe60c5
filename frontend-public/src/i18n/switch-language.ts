// Starting and changing the language in the browser (docs/i18n.md).
import { api, isApiError } from '@/lib/api-client';
import { isLoggedIn } from '@/lib/session';
import { chooseLanguage, LANG_PARAM, languageCookie } from './choose-language';
import { activateLanguage, currentLanguage } from './i18n';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** The language this visit starts in, active before React draws anything. */
export async function startLanguage(): Promise<Language> {
  // On a prerendered page the header's select works before React does: a language picked there
  // meanwhile is the visitor's choice.
  const picked = document.querySelector<HTMLSelectElement>('select[data-language-switch]')?.value;
  const language =
    isLanguage(picked) && picked !== document.documentElement.lang
      ? picked
      : chooseLanguage({
          search: window.location.search,
          cookie: document.cookie,
          browserLanguages: navigator.languages ?? [navigator.language],
        });
  // Kept, so that the API knows it at signup and login, and the next visit starts in it.
  document.cookie = languageCookie(language);
  await activateLanguage(language);
  keepLanguageInAddress();
  return language;
}

/**
 * Writes `?lang=` into the address bar when the language is not English, so that a copied link
 * opens in the same language (English, the default, keeps the addresses of the specification).
 * Called after every navigation (Layout) and switch; the router does not see the parameter.
 */
export function keepLanguageInAddress(): void {
  const url = new URL(window.location.href);
  const language = currentLanguage();
  const wanted = language === DEFAULT_LANGUAGE ? null : language;
  if (url.searchParams.get(LANG_PARAM) === wanted) return;
  if (wanted) url.searchParams.set(LANG_PARAM, wanted);
  else url.searchParams.delete(LANG_PARAM);
  window.history.replaceState(window.history.state, '', url.href);
}

/** The visitor's choice from the header: the site, the cookie, the address and the account. */
export async function switchLanguage(language: Language): Promise<void> {
  document.cookie = languageCookie(language);
  await activateLanguage(language);
  keepLanguageInAddress();
  if (!isLoggedIn()) return;
  try {
    await api.put(
      '/api/user/language',
      { language },
      { handle: [400, 401, 403, 404, 429, 500, 503] },
    );
  } catch (error) {
    // The account keeps its language only where the API offers it; the site has switched anyway.
    if (!isApiError(error)) throw error;
  }
}
