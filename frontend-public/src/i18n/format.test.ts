import { afterEach, describe, expect, it } from 'vitest';
import { formatDay, formatNumber, formatUsdCents } from './format';
import { languages, type Language } from './languages';
import { activateLanguage } from './i18n';

afterEach(() => activateLanguage('en'));

describe('money and numbers per language', () => {
  it('write US dollars the way each language does', () => {
    expect(formatUsdCents(123456, 'en')).toBe('$1,234.56');
    expect(formatUsdCents(123456, 'fr')).toBe('1\u202f234,56\u00a0$US');
    expect(formatUsdCents(150, 'am')).toBe('US$1.50');
    expect(formatUsdCents(-5, 'sw')).toBe('-US$\u00a00.05');
  });

  it('follow the active language when none is given', async () => {
    await activateLanguage('fr');
    expect(formatUsdCents(1000)).toBe('10,00\u00a0$US');
    expect(formatNumber(1612.5)).toBe('1\u202f612,5');
  });

  it('round to the decimals asked, without trailing zeros', () => {
    expect(formatNumber(1612.499, 2, 'en')).toBe('1,612.5');
    expect(formatNumber(52.1234, 3, 'sw')).toBe('52.123');
    expect(formatNumber(7, 2, 'en')).toBe('7');
  });
});

describe('the day a promotion ends, per language', () => {
  // What the browser's Intl would write, which the site no longer asks on a first render.
  const intl = (language: Language, date: Date) =>
    new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date);
  const days = Array.from({ length: 12 }, (_, month) => [
    new Date(Date.UTC(2026, month, 1)),
    new Date(Date.UTC(2027, month, 28, 23, 59)),
  ]).flat();

  it.each(Object.keys(languages) as Language[])(
    'writes every month as Intl does in %s',
    (language) => {
      for (const day of days) expect(formatDay(day, language)).toBe(intl(language, day));
    },
  );

  it('reads the day in UTC and follows the active language', async () => {
    expect(formatDay(new Date('2026-12-31T23:30:00Z'), 'en')).toBe('31 Dec 2026');
    await activateLanguage('fr');
    expect(formatDay(new Date('2026-12-31T23:30:00-05:00'))).toBe('1 janv. 2027');
  });
});
