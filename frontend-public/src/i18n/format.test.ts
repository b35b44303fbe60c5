import { afterEach, describe, expect, it } from 'vitest';
import { formatNumber, formatUsdCents } from './format';
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
