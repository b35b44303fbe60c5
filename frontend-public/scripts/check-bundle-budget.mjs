// Sums the gzipped JavaScript the home page loads (entry chunk, the home route's chunk and
// everything they import statically) from the Vite manifest, and fails above the budget.
// Usage, after `vite build`: node scripts/check-bundle-budget.mjs [budgetKB=170]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const budgetKB = Number(process.argv[2] ?? 170);
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect('index.html');
collect('src/app/routes/home.tsx');

let total = 0;
for (const file of [...files].sort()) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzipped JS for /`);
if (total > budgetKB * 1024) {
  console.error(`Over the ${budgetKB} KB budget.`);
  process.exit(1);
}
