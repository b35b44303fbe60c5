import type { Plugin } from 'vite';

// Lingui's runtime formats the count of every plural message with Intl.NumberFormat, for the
// `#` a branch may hold, even when no branch holds one ("valid {n, plural, one {{n} day} …}").
// Creating the first NumberFormat loads the browser's locale data: 30 ms of main thread on a
// desktop, four times that on Lighthouse's phone, in the middle of /Payment's first render (the
// offer's validity). The site formats its own numbers without it (src/i18n/format.ts). Here the
// count is formatted only when the chosen branch has a `#` to put it in.
const LINGUI_CORE = /[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.mjs$/;
const REPLACE = 'const replaceOctothorpe = (value, message) => {';
const ONLY_WHEN_NEEDED = `${REPLACE}
    if (typeof message === "string" && !message.includes(OCTOTHORPE_PH)) return message;`;

/** Lingui's core with its plural count formatted only where a `#` shows it. */
export function linguiPluralNumbers(): Plugin {
  return {
    name: 'selamtopup-lingui-plural-numbers',
    enforce: 'pre',
    transform(code, id) {
      if (!LINGUI_CORE.test(id)) return null;
      if (!code.includes(REPLACE) || !code.includes('OCTOTHORPE_PH'))
        throw new Error(
          '@lingui/core no longer has replaceOctothorpe: check vite-plugins/lingui-plural-numbers.ts',
        );
      return { code: code.replace(REPLACE, ONLY_WHEN_NEEDED), map: null };
    },
  };
}
