// What the back office's pages load, as the browser gets it: the brotli copies made at build time
// (vite.config.ts), from the Vite manifest's module graph (index.html's script and the chunks it
// imports statically, which index.html preloads; a page's lazy chunks and what they import).
// Fails when the login page's first load is over its budget
// (docs/performance.md#back-office-first-load). The browser journey
// e2e/tests/back-office-first-load.spec.ts checks the same budget on what a started product sends.
// Usage, after `vite build`: node scripts/check-first-load.mjs [budgetKB=150] [--json]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const budgetKB = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 150);
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

// Each page: the lazy modules it asks for on top of index.html's graph. `later`: asked for once
// the page shows (the bot check's web component), reported apart from the first load.
const pages = {
  login: { budget: true, modules: [], later: ['../node_modules/altcha/dist/main/altcha.js'] },
  dashboard: {
    modules: [
      'src/layout/AdminFrame.tsx',
      'src/dataProvider.ts',
      'src/dashboard/Dashboard.tsx',
      'src/dashboard/DailyCharts.tsx',
    ],
  },
  transactions: {
    modules: [
      'src/layout/AdminFrame.tsx',
      'src/dataProvider.ts',
      'src/transactions/TransactionList.tsx',
    ],
  },
};

function filesOf(modules) {
  const files = new Set();
  const collect = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  for (const key of ['index.html', ...modules]) collect(key);
  return files;
}

function brotliOf(file) {
  const path = join(dist, file);
  // Files under the compression plugin's 1 KB threshold have no copy: sent as they are.
  if (existsSync(`${path}.br`)) return readFileSync(`${path}.br`).length;
  const raw = readFileSync(path);
  const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  return Math.min(raw.length, br.length);
}

const kb = (bytes) => Number((bytes / 1024).toFixed(1));
const sum = (files) => [...files].reduce((total, file) => total + brotliOf(file), 0);
const result = {};
let over = false;
for (const [name, page] of Object.entries(pages)) {
  const files = filesOf(page.modules);
  const first = sum(files);
  const withLater = sum(filesOf([...page.modules, ...(page.later ?? [])]));
  const fits = !page.budget || first <= budgetKB * 1024;
  if (!fits) over = true;
  result[name] = {
    brotliKB: kb(first),
    files: files.size,
    ...(page.later ? { withLaterKB: kb(withLater) } : {}),
    budgetKB: page.budget ? budgetKB : null,
  };
  if (!process.argv.includes('--json'))
    console.log(
      `${name.padEnd(12)} ${kb(first)} KB brotli in ${files.size} files` +
        (page.later ? `, ${kb(withLater)} KB with what it asks for once shown` : '') +
        (page.budget ? ` [target <= ${budgetKB} KB: ${fits ? 'ok' : 'OVER'}]` : ' [reported]'),
    );
}
if (process.argv.includes('--json')) console.log(JSON.stringify({ budgetKB, pages: result }));
if (over) process.exit(1);
