import { languageOr, negotiateLanguage } from './language';

describe('negotiateLanguage', () => {
  it('takes the site’s cookie first', () => {
    expect(negotiateLanguage('fr', 'am')).toBe('fr');
    expect(negotiateLanguage(' SW ', undefined)).toBe('sw');
  });

  it('else the first supported Accept-Language by weight, a region counting as its language', () => {
    expect(negotiateLanguage(undefined, 'de-DE, am-ET;q=0.8, fr;q=0.9')).toBe('fr');
    expect(negotiateLanguage('xx', 'sw-KE,en;q=0.5')).toBe('sw');
    expect(negotiateLanguage(undefined, 'fr;q=0, am')).toBe('am');
  });

  it('else English', () => {
    expect(negotiateLanguage(undefined, undefined)).toBe('en');
    expect(negotiateLanguage('de', 'de, it;q=0.5, *')).toBe('en');
    expect(negotiateLanguage(undefined, ';;;q=abc,,')).toBe('en');
  });

  it('reads an unknown stored code as English', () => {
    expect(languageOr('am')).toBe('am');
    expect(languageOr('xx')).toBe('en');
    expect(languageOr(null)).toBe('en');
  });
});
