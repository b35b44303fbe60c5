import type { Plugin } from 'vite';

// '31 Dec 2026' in every language of the site, without an Intl.DateTimeFormat in the browser:
// the first one a page creates loads ICU's locale data, 35–80 ms of main thread on a desktop
// (four times that on Lighthouse's phone), and /Payment's promotion badge showed its end day in
// the first render. The day's pattern and the months' short names are read here, at build time,
// from Node's Intl (CLDR, the data the browsers carry too), into 'virtual:day-formats'.

/** A language's day: its parts in order ('{day}', '{month}', '{year}' or text between them). */
export interface DayFormat {
  parts: string[];
  /** January first. */
  months: string[];
}

const FIELDS: Record<string, string> = { day: '{day}', month: '{month}', year: '{year}' };
const OPTIONS = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;

/** The day format of one locale, as Intl.DateTimeFormat would write it with OPTIONS. */
export function dayFormatOf(locale: string): DayFormat {
  const format = new Intl.DateTimeFormat(locale, OPTIONS);
  // A day and a year whose digits cannot be taken for each other or for a month.
  const parts = format
    .formatToParts(Date.UTC(2031, 0, 23))
    .map((part) => FIELDS[part.type] ?? part.value);
  const months = Array.from({ length: 12 }, (_, month) => {
    const found = format.formatToParts(Date.UTC(2031, month, 23)).find((p) => p.type === 'month');
    if (!found) throw new Error(`${locale} writes a day without its month`);
    return found.value;
  });
  return { parts, months };
}

const DAY_FORMATS_ID = 'virtual:day-formats';

/** 'virtual:day-formats': each language's DayFormat, by the site's language code. */
export function dayFormats(localeOf: Record<string, string>): Plugin {
  const resolved = `\0${DAY_FORMATS_ID}`;
  return {
    name: 'selamtopup-day-formats',
    resolveId: (id) => (id === DAY_FORMATS_ID ? resolved : null),
    load(id) {
      if (id !== resolved) return null;
      const formats = Object.fromEntries(
        Object.entries(localeOf).map(([language, locale]) => [language, dayFormatOf(locale)]),
      );
      return `export default ${JSON.stringify(formats)};`;
    },
  };
}
