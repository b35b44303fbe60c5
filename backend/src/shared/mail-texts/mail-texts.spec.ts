import { LANGUAGES } from '../domain/language';
import { fill, MAIL_TEXTS, mailLocale, placeholdersOf } from './mail-texts';

/** Every text of a catalogue by its dotted key. */
function flat(texts: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(texts)) {
    if (value && typeof value === 'object') {
      for (const [k, v] of flat(value as object, `${prefix}${key}.`)) out.set(k, v);
    } else out.set(`${prefix}${key}`, value);
  }
  return out;
}

const english = flat(MAIL_TEXTS.en);
const others = LANGUAGES.filter((l) => l !== 'en');

describe('mail texts', () => {
  it('has a catalogue for every language', () => {
    expect(Object.keys(MAIL_TEXTS).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(others)('%s has exactly the English keys, each a non-empty text', (language) => {
    const texts = flat(MAIL_TEXTS[language]);
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of texts) {
      expect({ key, kind: typeof text }).toEqual({ key, kind: 'string' });
      expect({ key, empty: (text as string).trim() === '' }).toEqual({ key, empty: false });
    }
  });

  it.each(others)('%s uses the same placeholders as English in every text', (language) => {
    const texts = flat(MAIL_TEXTS[language]);
    for (const [key, text] of english) {
      expect({ key, placeholders: placeholdersOf(texts.get(key) as string) }).toEqual({
        key,
        placeholders: placeholdersOf(text as string),
      });
    }
  });

  it('catches a missing key and a changed placeholder (the checks above are not vacuous)', () => {
    const broken = flat({ ...MAIL_TEXTS.fr, receipt: { ...MAIL_TEXTS.fr.receipt, order: 'x' } });
    expect(placeholdersOf(broken.get('receipt.order') as string)).not.toEqual(
      placeholdersOf(english.get('receipt.order') as string),
    );
    const { signature: _gone, ...withoutOne } = MAIL_TEXTS.sw;
    expect([...flat(withoutOne).keys()].sort()).not.toEqual([...english.keys()].sort());
  });

  it('fills placeholders and leaves unknown ones as written', () => {
    expect(fill('Order: {id} {other}', { id: 'A1' })).toBe('Order: A1 {other}');
  });
});

describe('mailLocale', () => {
  const moment = new Date('2026-03-05T14:07:00Z');

  it('keeps the English forms the mails always had', () => {
    const en = mailLocale('en');
    expect(en.money(123456)).toBe('1234.56 USD');
    expect(en.dateTime(moment)).toBe('2026-03-05 14:07 UTC');
    expect(en.plural(1, { one: '{count} hour', other: '{count} hours' })).toBe('1 hour');
    expect(en.plural(2, { one: '{count} hour', other: '{count} hours' })).toBe('2 hours');
  });

  it('writes French amounts with a decimal comma and French month names', () => {
    const fr = mailLocale('fr');
    expect(fr.money(123456)).toBe('1\u202f234,56 USD');
    expect(fr.dateTime(moment)).toBe('5 mars 2026 à 14:07 UTC');
  });

  it('writes Amharic dates with Ethiopic month names, amounts in USD', () => {
    const am = mailLocale('am');
    expect(am.money(153)).toBe('1.53 USD');
    expect(am.dateTime(moment)).toMatch(/^5 ማርች 2026 14:07 UTC$/);
    expect(am.plural(3, { one: '{count} ቀን', other: '{count} ቀናት' })).toBe('3 ቀናት');
  });

  it('writes Swahili dates with Swahili month names', () => {
    expect(mailLocale('sw').dateTime(moment)).toBe('5 Machi 2026, 14:07 UTC');
  });

  it('makes each language once: every mail after the first reuses its formatters', () => {
    for (const language of LANGUAGES) expect(mailLocale(language)).toBe(mailLocale(language));
    expect(mailLocale('fr')).not.toBe(mailLocale('en'));
  });
});
