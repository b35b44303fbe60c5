// Build-time prerender, run after `vite build`: every page in the router's prerenderedPages is
// rendered to HTML as it looks before the session and data are known (src/prerender/
// render-page.tsx), with its emotion styles inline, its title and description in <head> and
// modulepreload links for its own chunks. The API answers a page's path with its file from
// dist/prerendered/ (index.html for '/'); the browser paints it before any JavaScript has run,
// and main.tsx hydrates it. Paths not listed keep the plain dist/index.html.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const serverOut = join(root, 'node_modules/.prerender');

await build({
  root,
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/render-page.tsx',
    outDir: serverOut,
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
const { renderPage, prerenderedPages, routePaths, languages, DEFAULT_LANGUAGE } = await import(
  pathToFileURL(join(serverOut, 'render-page.js')).href
);

// The page is already drawn: its scripts are asked for at low priority, so that neither the
// browser nor Lighthouse's model of a phone (which counts high-priority scripts as holding up the
// first paint) waits for them. They still download at once, in parallel.
const lowPriority = (html) =>
  html.replace(
    /<(script type="module"|link rel="modulepreload")(?! fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
const template = lowPriority(readFileSync(join(dist, 'index.html'), 'utf8'));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const alreadyPreloaded = new Set(
  [...template.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]),
);

/** Chunks of these manifest keys and what they import statically, minus what is already loaded. */
function chunksOf(keys) {
  const files = [];
  const collect = (k) => {
    const chunk = manifest[k];
    if (!chunk) throw new Error(`${k} is not in the Vite manifest`);
    if (files.includes(chunk.file) || alreadyPreloaded.has(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  keys.forEach(collect);
  return files;
}
const preloadLinks = (files) =>
  files
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
    .join('');

/** The meta tag with a prerendered page's chunks; main.tsx reads it under the same name. */
const AFTER_PAINT = 'modulepreload-after-paint';

// main.tsx imports the app (src/app/boot.tsx) dynamically, to evaluate it after the first paint;
// every page preloads it, so that it downloads alongside the entry rather than after it.
const BOOT = 'src/app/boot.tsx';
if (!manifest['index.html'].dynamicImports?.includes(BOOT))
  throw new Error(`index.html no longer imports ${BOOT}: update scripts/prerender.mjs`);
writeFileSync(
  join(dist, 'index.html'),
  template.replace('</head>', () => `${preloadLinks(chunksOf([BOOT]))}</head>`),
);

// React hoists <title> and <meta> to the front of a prerendered fragment.
const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

const prerendered = join(dist, 'prerendered');
rmSync(prerendered, { recursive: true, force: true });
// Every page in every language (docs/i18n.md): English in prerendered/, the others in
// prerendered/<language>/; the API picks the visitor's (?lang=, the lang cookie, Accept-Language).
for (const language of Object.keys(languages)) {
  const out = language === DEFAULT_LANGUAGE ? prerendered : join(prerendered, language);
  mkdirSync(out, { recursive: true });
  // A first pass loads every lazy component: in the second they render in place, instead of as
  // boundaries completed later by inline scripts (which the Content Security Policy forbids).
  for (const { path } of prerenderedPages) await renderPage(path, language);
  for (const { path, module } of prerenderedPages) {
    const rendered = await renderPage(path, language);
    if (/<script|<template/.test(rendered))
      throw new Error(`The prerender of ${path} has inline scripts: a part was not ready in time`);
    const head = HOISTED.exec(rendered)?.[0] ?? '';
    const body = rendered.slice(head.length);
    if (!head.includes('<title>') || !body.includes('<main'))
      throw new Error(`The prerender of ${path} has no title or no <main>`);
    // Emotion writes each style next to the first element that uses it; in <head>, in the same
    // order, the browser computes styles once instead of again at every <style> in the body.
    // emotion's cache in main.tsx adopts them there by their data-emotion ids.
    const styles = [];
    const markup = body.replace(/<style data-emotion="[^"]*">[^<]*<\/style>/g, (tag) => {
      styles.push(tag);
      return '';
    });
    // Named, not preloaded: main.tsx asks for them once the page is painted. Requests begun
    // before the paint would compete with it on a slow line (and Lighthouse's model of a phone
    // counts every one of them as delaying the largest paint).
    // The page's language's core messages too: app/boot.tsx waits for them before React starts.
    const chunks = chunksOf([
      BOOT,
      `src/app/routes/${module}.tsx`,
      `virtual:messages/${language}`,
    ]).map((file) => `/${file}`);
    const preloads = `<meta name="${AFTER_PAINT}" content="${chunks.join(' ')}">`;
    // Until React has adopted the page (Layout's effect), its main part takes no input: what a
    // person typed would be lost. The header and footer links work as plain links meanwhile.
    const inertMain = markup.replace(/<main(?=[ >])/, '<main inert=""');
    const page = template
      .replace('<html lang="en">', () => `<html lang="${language}">`)
      .replace(/<title>[^<]*<\/title>/, () => head)
      .replace('</head>', () => `${preloads}${styles.join('')}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${inertMain}</div>`);
    const name = path === '/' ? 'index' : path.slice(1).toLowerCase();
    // Compressed once here, as the assets are: the API sends these as they are.
    writeFileSync(join(out, `${name}.html`), page);
    writeFileSync(
      join(out, `${name}.html.br`),
      brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(join(out, `${name}.html.gz`), gzipSync(page, { level: 9 }));
  }
}
// The API answers other paths with the same index.html (the not-found page) but status 404, and
// a prerendered page only at its path as spelled here (the page shows its path).
writeFileSync(join(prerendered, 'routes.json'), JSON.stringify(routePaths()));
console.log(
  `Prerendered ${prerenderedPages.length} pages in ${Object.keys(languages).length} languages into dist/prerendered/`,
);
