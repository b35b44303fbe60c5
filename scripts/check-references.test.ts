// The reference check on a scratch repository: good references pass, each kind of broken one is
// reported with its file and line. Run: `tsx --test scripts/check-references.test.ts`.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { anchorsOf, checkReferences, slug } from './check-references';

const root = mkdtempSync(join(tmpdir(), 'check-references-'));
after(() => rmSync(root, { recursive: true, force: true }));

function write(files: Record<string, string>): string[] {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return Object.keys(files);
}

const files = write({
  'docs/specification.md': '# Specification\n\n## Admin calls\n\n### `POST /login` and more\n',
  'docs/guide.md':
    'See [the calls](specification.md#admin-calls) and [nowhere](specification.md#nowhere).\n',
  'backend/src/ok.ts': [
    '// Why: docs/specification.md#admin-calls, backend/src/ok.ts and backend/src/.',
    "const path = 'backend/src/generated-at-run-time.ts'; // only comments are read in code",
    '/** docs/specification.md' + '#no-such-section */',
    '// backend/src/gone.ts',
    '// As issue ' + '12 asked.',
    '',
  ].join('\n'),
});

test('slugs follow GitHub', () => {
  assert.equal(slug('`POST /login` and more'), 'post-login-and-more');
  assert.equal(slug('One click, one order'), 'one-click-one-order');
  assert.deepEqual([...anchorsOf('# A\n## A\n```\n# not a heading\n```\n')], ['a', 'a-1']);
});

test('good references pass and broken ones are reported with file and line', () => {
  const problems = checkReferences(root, files).map((p) => `${p.file}:${p.line}: ${p.message}`);
  assert.deepEqual(problems, [
    'docs/guide.md:1: docs/specification.md has no heading #nowhere',
    'backend/src/ok.ts:3: docs/specification.md has no heading #no-such-section',
    'backend/src/ok.ts:4: backend/src/gone.ts does not exist',
    'backend/src/ok.ts:5: "issue ' + '12" cites a work order; cite docs/decisions.md#… instead',
  ]);
});
