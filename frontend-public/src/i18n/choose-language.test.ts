import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageCookie, languageFromBrowser } from './choose-language';

describe('chooseLanguage', () => {
  const clues = { search: '', cookie: '', browserLanguages: [] as string[] };

  it('takes ?lang= first, then the cookie, then the browser, then English', () => {
    expect(chooseLanguage({ ...clues, search: '?lang=am', cookie: 'lang=fr' })).toBe('am');
    expect(chooseLanguage({ ...clues, cookie: 'a=1; lang=fr', browserLanguages: ['sw'] })).toBe(
      'fr',
    );
    expect(chooseLanguage({ ...clues, browserLanguages: ['de-DE', 'sw-KE', 'fr'] })).toBe('sw');
    expect(chooseLanguage(clues)).toBe('en');
  });

  it('ignores languages the site does not speak', () => {
    expect(chooseLanguage({ ...clues, search: '?lang=de', cookie: 'lang=xx' })).toBe('en');
    expect(languageFromBrowser(['ti-ER', 'AM-et'])).toBe('am');
  });

  it('keeps the cookie a year on the whole site', () => {
    expect(languageCookie('fr')).toBe('lang=fr; path=/; max-age=31536000; SameSite=Lax');
  });
});
