import { readdirSync, readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { DEFAULT_LANGUAGE, languages } from './src/i18n/languages.ts';
import { partOf } from './src/i18n/parts.ts';
import { dayFormats } from './vite-plugins/day-formats.ts';
import { ethiopicFont } from './vite-plugins/ethiopic-font.ts';
import { linguiPluralNumbers } from './vite-plugins/lingui-plural-numbers.ts';

// The NestJS API; override with BACKEND_URL when it runs elsewhere.
const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:3000';

// Only these prefixes go to the backend; every other path is the SPA. A regex (not a plain
// prefix) so that e.g. '/developers' would not be sent to the backend's '/dev' pages.
const backendPaths = '^/(api|dev|sandbox|metrics)(/|\\?|$)';
const proxy: Record<string, ProxyOptions> = {
  // No changeOrigin: the backend sees the browser's host and can build absolute URLs from it.
  [backendPaths]: { target: backend, xfwd: true },
};

// Brotli (best quality) and gzip copies of every asset, made once at build time: the API serves
// them as they are (@fastify/static preCompressed) instead of compressing each answer at a fast
// level, which made the brotli a browser got larger than the gzip.
const compressAssets = compression({
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
  threshold: 1024,
  logLevel: 'silent',
});
// Not for the prerender's server bundle (scripts/prerender.mjs): it runs once at build time.
const precompressed = {
  ...compressAssets,
  apply: (_config: unknown, env: { command: string; isSsrBuild?: boolean }) =>
    env.command === 'build' && !env.isSsrBuild,
};

// The customer site's messages (src/i18n/messages/<language>.json, ICU MessageFormat) compiled
// at build time for Lingui's runtime, which then needs no parser (docs/i18n.md):
// 'virtual:messages/fr' is one language's core messages, 'virtual:messages/fr/below' those of the
// home page's blocks under the form, 'virtual:messages/fr/rest' the others (src/i18n/parts.ts),
// each a chunk of its own when imported lazily; 'virtual:messages' the loaders of every language
// whose file exists.
const messagesDir = fileURLToPath(new URL('./src/i18n/messages/', import.meta.url));
const i18nMessages: Plugin = {
  name: 'selamtopup-i18n-messages',
  resolveId: (id) => (id.startsWith('virtual:messages') ? `\0${id}` : null),
  load(id) {
    if (id === '\0virtual:messages') {
      const codes = readdirSync(messagesDir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -5));
      const entries = codes.map(
        (c) =>
          `${JSON.stringify(c)}: { core: () => import('virtual:messages/${c}'), ` +
          `below: () => import('virtual:messages/${c}/below'), ` +
          `rest: () => import('virtual:messages/${c}/rest') }`,
      );
      return `export const loaders = { ${entries.join(', ')} };`;
    }
    const match = /^\0virtual:messages\/([a-z]{2,3})(?:\/(below|rest))?$/.exec(id);
    if (!match) return null;
    const file = `${messagesDir}${match[1]}.json`;
    this.addWatchFile(file);
    const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    const part = match[2] ?? 'core';
    const wanted = (key: string) => partOf(key) === part;
    const compiled = Object.fromEntries(
      Object.entries(source)
        .filter(([key]) => wanted(key))
        .map(([key, message]) => [key, compileMessage(message)]),
    );
    return `export default ${JSON.stringify(compiled)};`;
  },
};

// MUI keeps the code of a theme made of CSS variables (its CssVarsProvider and createTheme's
// cssVariables branch, about 50 KB unminified) beside the plain theme, choosing at run time, so
// the bundler cannot drop it. The site's theme has no CSS variables and no colour schemes
// (src/theme/theme.ts), so createTheme and ThemeProvider only ever take the plain branch: the two
// imports of the other branch are answered with a stub that says so if it is ever reached.
const muiVariablesBranch =
  /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/](createTheme|ThemeProvider)\.js$/;
const MUI_NO_CSS_VARIABLES = '\0mui-no-css-variables';
const muiWithoutCssVariables: Plugin = {
  name: 'selamtopup-mui-without-css-variables',
  enforce: 'pre',
  resolveId: (source, importer) =>
    importer &&
    muiVariablesBranch.test(importer) &&
    (source === './createThemeWithVars.js' || source === './ThemeProviderWithVars.js')
      ? MUI_NO_CSS_VARIABLES
      : null,
  load(id) {
    if (id !== MUI_NO_CSS_VARIABLES) return null;
    return [
      'const unsupported = () => {',
      "  throw new Error('The theme has CSS variables or colour schemes: remove muiWithoutCssVariables from vite.config.ts');",
      '};',
      'export default unsupported;',
      'export const CssVarsProvider = unsupported;',
    ].join('\n');
  },
};

// @emotion/react imports hoist-non-react-statics (with the react-is 16 it requires) for withTheme
// alone, and once more on its own, which a bundler must keep for a package that does not say it
// has no side effects. It has none (its functions copy statics when called), and the site does
// not call withTheme: said here, the bundler drops both.
const hoistWithoutSideEffects: Plugin = {
  name: 'selamtopup-hoist-without-side-effects',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (source !== 'hoist-non-react-statics') return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && { ...resolved, moduleSideEffects: false };
  },
};

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    precompressed,
    i18nMessages,
    ethiopicFont(),
    linguiPluralNumbers(),
    // English days as in the UK ('31 Dec 2026'): day first, as the other languages write them.
    dayFormats({
      ...Object.fromEntries(Object.keys(languages).map((code) => [code, code])),
      [DEFAULT_LANGUAGE]: 'en-GB',
    }),
    muiWithoutCssVariables,
    hoistWithoutSideEffects,
  ],
  // '@/lib/api-client' is src/lib/api-client, as in tsconfig.json's paths (docs/architecture.md,
  // "Frontends"); the tests (vitest.config.ts) and the prerender's build read it from here.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  // The manifest lets scripts/check-bundle-budget.mjs measure what the home page loads.
  build: { manifest: true },
  // VITE_* settings (the social links) come from the repository's .env or the build's environment.
  envDir: new URL('..', import.meta.url).pathname,
});
