// `npm run openapi`: the API contract as the frontends use it. Writes the OpenAPI document of the
// built API to docs/api/openapi.json and the types both frontends import from it to
// api-types/schema.d.ts (the `@selamtopup/api-types` workspace). `--check` writes nothing and
// fails when either is stale (npm test runs it after the build), so hand-copied API types cannot
// drift from the server.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { log, run } from '@selamtopup/test-kit/run';
import { ROOT } from './lib/services';

const DOCUMENT = join(ROOT, 'docs/api/openapi.json');
const TYPES = join(ROOT, 'api-types/schema.d.ts');

async function generate(document: string, types: string): Promise<void> {
  // Nest's preview mode instantiates nothing: no database or Redis is needed.
  const env = { ...process.env, DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused' };
  const writer = join(ROOT, 'backend/dist/platform/openapi/write-openapi.js');
  if ((await run('node', [writer, document], { cwd: ROOT, env })) !== 0)
    throw new Error('Could not write the OpenAPI document (is the backend built?)');
  if ((await run('npx', ['openapi-typescript', document, '-o', types], { cwd: ROOT })) !== 0)
    throw new Error('openapi-typescript failed');
}

async function main(): Promise<number> {
  if (!process.argv.includes('--check')) {
    await generate(DOCUMENT, TYPES);
    return 0;
  }
  const dir = mkdtempSync(join(tmpdir(), 'selam-openapi-'));
  await generate(join(dir, 'openapi.json'), join(dir, 'schema.d.ts'));
  const stale = [
    [DOCUMENT, join(dir, 'openapi.json')],
    [TYPES, join(dir, 'schema.d.ts')],
  ].filter(([committed, fresh]) => readFileSync(committed, 'utf8') !== readFileSync(fresh, 'utf8'));
  if (stale.length) {
    log(
      `Stale: ${stale.map(([f]) => f.slice(ROOT.length + 1)).join(', ')}. Run \`npm run openapi\`.`,
    );
    return 1;
  }
  log('The OpenAPI document and the API types are up to date.');
  return 0;
}

main()
  .then((code) => process.exit(code))
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
