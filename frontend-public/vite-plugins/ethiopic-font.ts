// The Ethiopic face of every page (docs/decisions.md#ethiopic-script-system-fonts-first), written
// into index.html's `/* ethiopic-font-faces */` in two parts of one family:
// - the glyphs the site's own texts use (the Amharic messages, the languages' names, the bot
//   check's Amharic labels, the countries' names), cut at build time from the bundled Noto Sans
//   Ethiopic: about 20 KB instead of 75, which a phone without an Ethiopic font of its own
//   fetches with the page;
// - the whole font for every other Ethiopic character (a name a customer typed), fetched only by
//   a page that shows one. The two unicode-ranges do not overlap.
// A system with an Ethiopic font of its own fetches neither: its local() names come first.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { getCountries } from 'libphonenumber-js/min';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { dayFormatOf } from './day-formats';

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const FULL_FONT = '/fonts/noto-sans-ethiopic-400.woff2';
const MARKER = '/* ethiopic-font-faces */';

// Ethiopic, Ethiopic Extended and Ethiopic Extended-A.
const BLOCKS: readonly [number, number][] = [
  [0x1200, 0x139f],
  [0x2d80, 0x2ddf],
  [0xab00, 0xab2f],
];
const isEthiopic = (codePoint: number) =>
  BLOCKS.some(([first, last]) => codePoint >= first && codePoint <= last);

// The systems' own Ethiopic fonts: Noto Sans Ethiopic (Android, Linux), Ebrima and Nyala
// (Windows), Kefa (Apple), Abyssinica SIL.
const SYSTEM_FONTS = [
  'Noto Sans Ethiopic',
  'NotoSansEthiopic-Regular',
  'Ebrima',
  'Nyala',
  'Kefa',
  'Kefa-Regular',
  'Abyssinica SIL',
];

/**
 * The site's own Ethiopic text: every language's messages, the languages' names, altcha's labels,
 * the months of a promotion's end day (day-formats.ts), and the countries' names the phone input
 * shows in each language (the browser's Intl data,
 * features/auth/components/phone/countries.ts; the build's ICU has the same names, and a name that
 * differs in one browser still shows, from the whole font).
 */
export function siteText(): string {
  const messages = root('src/i18n/messages/');
  const require = createRequire(import.meta.url);
  const languages = readdirSync(messages)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));
  const countryNames = languages.flatMap((language) => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return getCountries().map((country) => names.of(country) ?? '');
  });
  return [
    ...languages.map((language) => readFileSync(`${messages}${language}.json`, 'utf8')),
    readFileSync(root('src/i18n/languages.ts'), 'utf8'),
    readFileSync(require.resolve('altcha/i18n/am'), 'utf8'),
    ...languages.flatMap((language) => dayFormatOf(language).months),
    ...countryNames,
  ].join('');
}

/** The Ethiopic code points of `text`, in order. */
export function ethiopicCodePoints(text: string): number[] {
  const found = new Set<number>();
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (isEthiopic(codePoint)) found.add(codePoint);
  }
  return [...found].sort((a, b) => a - b);
}

/** The Ethiopic code points not in `used`. */
export function otherEthiopic(used: readonly number[]): number[] {
  const taken = new Set(used);
  const others: number[] = [];
  for (const [first, last] of BLOCKS)
    for (let codePoint = first; codePoint <= last; codePoint++)
      if (!taken.has(codePoint)) others.push(codePoint);
  return others;
}

/** Sorted code points as a CSS unicode-range, runs merged: 'U+1200-1206, U+1208'. */
export function unicodeRange(codePoints: readonly number[]): string {
  const runs: string[] = [];
  const hex = (n: number) => n.toString(16).toUpperCase();
  for (let i = 0; i < codePoints.length;) {
    let j = i;
    while (j + 1 < codePoints.length && codePoints[j + 1] === codePoints[j] + 1) j++;
    runs.push(
      i === j ? `U+${hex(codePoints[i])}` : `U+${hex(codePoints[i])}-${hex(codePoints[j])}`,
    );
    i = j + 1;
  }
  return runs.join(', ');
}

const face = (url: string, range: string) =>
  [
    '@font-face {',
    "  font-family: 'SelamTopup Ethiopic';",
    '  font-style: normal;',
    '  font-weight: 100 900;',
    '  font-display: swap;',
    `  src: ${SYSTEM_FONTS.map((name) => `local('${name}')`).join(', ')}, url('${url}') format('woff2');`,
    `  unicode-range: ${range};`,
    '}',
  ].join('\n');

export interface SiteFont {
  /** Where the pages ask for the cut font. */
  url: string;
  woff2: Uint8Array;
  faces: string;
}

export async function cutSiteFont(): Promise<SiteFont> {
  const used = ethiopicCodePoints(siteText());
  const full = readFileSync(root(`public${FULL_FONT}`));
  const woff2 = await subsetFont(full, String.fromCodePoint(...used), { targetFormat: 'woff2' });
  // Named by its content, as Vite names its assets: cached for a year, like them.
  const hash = createHash('sha256').update(woff2).digest('base64url').slice(0, 8);
  const url = `/assets/noto-sans-ethiopic-site-${hash}.woff2`;
  return {
    url,
    woff2,
    faces: `${face(url, unicodeRange(used))}\n${face(FULL_FONT, unicodeRange(otherEthiopic(used)))}`,
  };
}

export function ethiopicFont(): Plugin {
  // Cut once per build or dev server, on first use (the tests' Vite never asks).
  let cut: Promise<SiteFont> | undefined;
  const siteFont = () => (cut ??= cutSiteFont());
  return {
    name: 'selamtopup-ethiopic-font',
    // Not for the prerender's server bundle (scripts/prerender.mjs), which has no page of its own.
    apply: (_config, env) => !env.isSsrBuild,
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.url?.startsWith('/assets/noto-sans-ethiopic-site-')) return next();
        void siteFont().then(({ url, woff2 }) => {
          if (request.url !== url) return next();
          response.setHeader('Content-Type', 'font/woff2');
          response.end(woff2);
        }, next);
      });
    },
    // Before Vite reads the page's inline style (and drops its comments).
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(MARKER)) throw new Error(`index.html has no ${MARKER}`);
        return html.replace(MARKER, (await siteFont()).faces);
      },
    },
    async generateBundle() {
      const { url, woff2 } = await siteFont();
      this.emitFile({ type: 'asset', fileName: url.slice(1), source: woff2 });
    },
  };
}
