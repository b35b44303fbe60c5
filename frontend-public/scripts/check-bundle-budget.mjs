// Sums the JavaScript a route loads (the entry chunk, the route's chunk and everything they
// import statically, from the Vite manifest) as the browser gets it: the brotli copies made at
// build time (vite.config.ts), with gzip for comparison. Fails above the brotli budget.
// Usage, after `vite build`: node scripts/check-bundle-budget.mjs [budgetKB=150] [--json]
// [--write]: also records the figures in backend/bench/results/customer-site-bundle.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const budgetKB = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 150);
const asJson = process.argv.includes('--json');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

// The budget is the home page's (the first page most people load;
// docs/decisions.md#how-the-built-sites-are-sent); /Payment is reported.
const routes = {
  home: { entry: 'src/app/routes/home.tsx', budget: true },
  payment: { entry: 'src/app/routes/payment.tsx', budget: false },
};

function filesOf(route) {
  const files = new Set();
  const collect = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  collect('index.html');
  // The app itself, which the entry imports after the first paint (index.html preloads it).
  for (const dynamic of manifest['index.html'].dynamicImports ?? []) collect(dynamic);
  collect(route);
  return [...files].sort();
}

function sizes(file) {
  const path = join(dist, file);
  const raw = readFileSync(path);
  // Files under the plugin's 1 KB threshold have no copy: the server sends them as they are.
  const brotli = existsSync(`${path}.br`)
    ? readFileSync(`${path}.br`).length
    : Math.min(
        raw.length,
        brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      );
  return { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length, brotli };
}

const result = {};
let over = false;
const kb = (n) => Number((n / 1024).toFixed(1));

/** Sums `files` as the browser gets them, records them under `name`, and prints one line. */
function measure(name, files, budget) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const s = sizes(file);
    for (const k of Object.keys(total)) total[k] += s[k];
  }
  const fits = !budget || total.brotli <= budgetKB * 1024;
  if (!fits) over = true;
  result[name] = {
    brotliKB: kb(total.brotli),
    gzipKB: kb(total.gzip),
    rawKB: kb(total.raw),
    budgetKB: budget ? budgetKB : null,
  };
  if (!asJson)
    console.log(
      `${name.replace('-', ' ').padEnd(8)} JavaScript: ${kb(total.brotli)} KB brotli, ${kb(total.gzip)} KB gzip ` +
        `(${kb(total.raw)} KB)` +
        (budget ? ` [target <= ${budgetKB} KB brotli: ${fits ? 'ok' : 'OVER'}]` : ' [reported]'),
    );
}

// Every page loads its language's core messages before its first render (docs/i18n.md), a chunk
// of their own: the routes are measured in English, the default language.
const DEFAULT_LANGUAGE = 'en';
const coreMessages = (code) => {
  const chunk = manifest[`virtual:messages/${code}`];
  if (!chunk) throw new Error(`virtual:messages/${code} is not in the Vite manifest`);
  return chunk.file;
};
for (const [name, { entry: route, budget }] of Object.entries(routes)) {
  if (!manifest[route]) throw new Error(`${route} is not in the Vite manifest`);
  measure(name, [...new Set([...filesOf(route), coreMessages(DEFAULT_LANGUAGE)])], budget);
}
// The home page in another language loads that language's core messages instead: the same files
// with another chunk, each held to the same budget.
const languages = Object.keys(manifest)
  .map((key) => /^virtual:messages\/([a-z]{2})$/.exec(key)?.[1])
  .filter((code) => code && code !== DEFAULT_LANGUAGE)
  .sort();
for (const code of languages)
  measure(`home-${code}`, [...new Set([...filesOf(routes.home.entry), coreMessages(code)])], true);
if (asJson) console.log(JSON.stringify({ budgetKB, routes: result }));
if (process.argv.includes('--write')) {
  const file = new URL('../../backend/bench/results/customer-site-bundle.json', import.meta.url);
  const at = new Date().toISOString();
  writeFileSync(file, `${JSON.stringify({ at, budgetKB, routes: result }, null, 2)}\n`);
}
if (over) process.exit(1);
