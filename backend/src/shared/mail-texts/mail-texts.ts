import { type Cents, formatCents } from '../domain/money';
import type { Language } from '../domain/language';
import { am } from './am';
import { en, type MailTexts } from './en';
import { fr } from './fr';
import { sw } from './sw';

export type { MailTexts } from './en';

/**
 * Every language's mail texts (docs/decisions.md#mail-texts). The Record makes a language
 * in LANGUAGES without its file a type error.
 */
export const MAIL_TEXTS: Record<Language, MailTexts> = { en, fr, am, sw };

/** A text with its `{placeholders}` replaced; an unknown placeholder stays as written. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The `{placeholders}` a text uses, sorted (the catalogue spec compares them across languages). */
export const placeholdersOf = (template: string): string[] =>
  [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** BCP 47 tags for Intl: Swahili as written in Tanzania and Kenya, Amharic in Ethiopia. */
const LOCALE: Record<Language, string> = { en: 'en', fr: 'fr', am: 'am-ET', sw: 'sw' };

/**
 * What a mail needs in one language: its texts and how numbers, money and dates are written.
 * English keeps the forms the mails always had ("12.34 USD", "2026-11-27 03:22 UTC").
 */
export interface MailLocale {
  language: Language;
  t: MailTexts;
  /** An amount charged, always USD: "12.34 USD", "12,34 USD". */
  money(cents: Cents): string;
  /** A moment in UTC, with its date and time. */
  dateTime(d: Date): string;
  /** A moment in the customer's own time zone, the zone named: "Friday 27 November 2026 at 09:00 (Africa/Addis_Ababa)". */
  dateTimeIn(d: Date, timeZone: string): string;
  number(n: number): string;
  /** `{count}` filled into the `one` or `other` text, as the language's plural rules pick. */
  plural(n: number, forms: { one: string; other: string }, shown?: number): string;
}

/** One per language: its Intl formatters cost more to make than every mail that uses them. */
const locales = new Map<Language, MailLocale>();

export function mailLocale(language: Language): MailLocale {
  let locale = locales.get(language);
  if (!locale) {
    locale = makeMailLocale(language);
    // Only the site's languages are kept: the map cannot grow with whatever a row holds.
    if (Object.hasOwn(LOCALE, language)) locales.set(language, locale);
  }
  return locale;
}

function makeMailLocale(language: Language): MailLocale {
  const tag = LOCALE[language];
  const numbers = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
  const cents = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const dates = new Intl.DateTimeFormat(tag, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
    hourCycle: 'h23',
  });
  const plurals = new Intl.PluralRules(tag);
  const english = language === 'en';
  return {
    language,
    t: MAIL_TEXTS[language],
    money: (c) => (english ? `${formatCents(c)} USD` : `${cents.format(c / 100)} USD`),
    dateTime: (d) =>
      english ? d.toISOString().replace('T', ' ').slice(0, 16) + ' UTC' : `${dates.format(d)} UTC`,
    dateTimeIn: (d, timeZone) =>
      `${new Intl.DateTimeFormat(english ? 'en-GB' : tag, { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(d)} (${timeZone})`,
    number: (n) => (english ? String(n) : numbers.format(n)),
    plural: (n, forms, shown = n) =>
      fill(plurals.select(n) === 'one' ? forms.one : forms.other, {
        count: english ? String(shown) : numbers.format(shown),
      }),
  };
}
