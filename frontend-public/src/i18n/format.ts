// Numbers, money and dates in the active language (docs/i18n.md). Money and plain numbers are
// written out by hand from a small table, as lib/money.ts always did: creating an
// Intl.NumberFormat loads the browser's locale data, ~16-24 ms of a throttled phone's main thread
// before the first price shows. The day a promotion ends, on /Payment's first render, is written
// the same way, from each language's pattern read at build time (vite-plugins/day-formats.ts).
// Other dates use Intl.DateTimeFormat, created once per language and style and cached (they are
// shown on history pages, not on a first paint).
import dayFormats from 'virtual:day-formats';
import { currentLanguage } from './i18n';
import { DEFAULT_LANGUAGE, type Language } from './languages';

interface NumberStyle {
  /** Between groups of three digits. */
  group: string;
  decimal: string;
  /** The US dollar around an amount: before, after. */
  usd: readonly [string, string];
}

// CLDR's patterns for each language (U+202F narrow no-break space groups French digits; U+00A0
// keeps the currency on the same line as its amount).
const styles: Record<Language, NumberStyle> = {
  en: { group: ',', decimal: '.', usd: ['$', ''] },
  fr: { group: '\u202f', decimal: ',', usd: ['', '\u00a0$US'] },
  am: { group: ',', decimal: '.', usd: ['US$', ''] },
  sw: { group: ',', decimal: '.', usd: ['US$\u00a0', ''] },
};

const styleOf = (language: Language = currentLanguage()) =>
  styles[language] ?? styles[DEFAULT_LANGUAGE];

const grouped = (whole: number, group: string) => String(whole).replace(/\B(?=(\d{3})+$)/g, group);

/** 123456 -> '$1,234.56' (en), '1 234,56 $US' (fr), 'US$1,234.56' (am). */
export function formatUsdCents(cents: number, language?: Language): string {
  const { group, decimal, usd } = styleOf(language);
  const whole = Math.abs(Math.round(cents));
  const units = grouped(Math.floor(whole / 100), group);
  const amount = `${units}${decimal}${String(whole % 100).padStart(2, '0')}`;
  return `${cents < 0 ? '-' : ''}${usd[0]}${amount}${usd[1]}`;
}

/** 1612.5 -> '1,612.5' (en), '1 612,5' (fr): at most `maxDecimals` decimals, none trailing. */
export function formatNumber(value: number, maxDecimals = 2, language?: Language): string {
  const { group, decimal } = styleOf(language);
  const factor = 10 ** maxDecimals;
  const scaled = Math.round(Math.abs(value) * factor);
  const units = grouped(Math.floor(scaled / factor), group);
  const fraction = String(scaled % factor)
    .padStart(maxDecimals, '0')
    .replace(/0+$/, '');
  return `${value < 0 && scaled > 0 ? '-' : ''}${units}${fraction ? decimal + fraction : ''}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A cached Intl.DateTimeFormat of the active language; English keeps the browser's own locale. */
export function dateFormat(options: Intl.DateTimeFormatOptions, englishLocale?: string) {
  const language = currentLanguage();
  const key = `${language}|${englishLocale ?? ''}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    const locale = language === DEFAULT_LANGUAGE ? englishLocale : language;
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** '31 Dec 2026' (en), '31 déc. 2026' (fr): the day in UTC, in the active language. */
export function formatDay(date: Date, language: Language = currentLanguage()): string {
  const { parts, months } = dayFormats[language] ?? dayFormats[DEFAULT_LANGUAGE];
  const field: Record<string, string> = {
    '{day}': String(date.getUTCDate()),
    '{month}': months[date.getUTCMonth()],
    '{year}': String(date.getUTCFullYear()),
  };
  return parts.map((part) => field[part] ?? part).join('');
}
