import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Linter } from 'eslint';

// The naming rules of docs/architecture.md ("File names") run in `npm run lint`; this spec proves
// they hold for the real code, fail for each kind of break, and are switched on in the config.
/* eslint-disable @typescript-eslint/no-require-imports -- the rules are CommonJS, and the parser's
   types need a newer moduleResolution than the backend's */
const naming = require('../../eslint-rules/naming.cjs');
const tsParser: Linter.Parser = require('@typescript-eslint/parser');
/* eslint-enable @typescript-eslint/no-require-imports */

const root = join(__dirname, '../../..');
const linter = new Linter({ configType: 'flat', cwd: root });
const config = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tsParser },
    plugins: { naming },
    rules: { 'naming/file-names': 'error', 'naming/alias-imports': 'error' },
  },
] as Linter.Config[];

/** The naming rules a file breaks, given its path (from the repository root) and code. */
function broken(path: string, code: string): string[] {
  return linter
    .verify(code, config, join(root, path))
    .filter((m) => m.ruleId?.startsWith('naming/'))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

const tsFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? tsFiles(join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [join(dir, e.name)]
        : [],
  );

describe('file names and imports', () => {
  it('hold for the real code', () => {
    const problems = ['backend/src', 'backend/test', 'backend/bench']
      .flatMap((dir) => tsFiles(join(root, dir)))
      .flatMap((file) =>
        broken(relative(root, file), readFileSync(file, 'utf8')).map((p) => `${file}: ${p}`),
      );
    expect(problems).toEqual([]);
  });

  it('fail for a port without .port.ts, or named otherwise than its class', () => {
    const port = 'export abstract class FulfilmentQueue {}\n';
    expect(broken('backend/src/modules/orders/ports/fulfilment-queue.ts', port)).toEqual([
      "naming/file-names: A port's file ends in .port.ts (fulfilment-queue.ts)",
    ]);
    expect(broken('backend/src/modules/orders/ports/queue.port.ts', port)).toEqual([
      "naming/file-names: A port's file is named after its class: fulfilment-queue.port.ts",
    ]);
    expect(broken('backend/src/modules/orders/ports/fulfilment-queue.port.ts', port)).toEqual([]);
  });

  it('fail for adapters whose names do not say their port, or a retired kind', () => {
    const reads = [
      "import { ClientReadModel } from '../ports/client-read-model.port';",
      'export class ClientsQuery extends ClientReadModel {',
      '  list() { return this.db.query(`SELECT * FROM customers`); }',
      '}',
    ].join('\n');
    expect(broken('backend/src/modules/backoffice/infra/clients.query.ts', reads)).toEqual([
      'naming/file-names: .query.ts is not a kind of file of the scheme (docs/architecture.md, "File names")',
    ]);
    expect(broken('backend/src/modules/backoffice/infra/clients.ts', reads)).toEqual([
      'naming/file-names: A database adapter is client.sql-repository.ts (writes) or client.read-model.ts (reads)',
    ]);
    expect(broken('backend/src/modules/backoffice/infra/customers.read-model.ts', reads)).toEqual([
      'naming/file-names: A database adapter is named after its port: client.read-model.ts',
    ]);
    expect(broken('backend/src/modules/backoffice/infra/client.read-model.ts', reads)).toEqual([]);

    const writes = reads.replace('SELECT * FROM customers', 'DELETE FROM customers');
    expect(broken('backend/src/modules/backoffice/infra/client.read-model.ts', writes)).toEqual([
      'naming/file-names: A read model only reads; a file that writes is a .sql-repository.ts',
    ]);

    const queue = [
      "import { FulfilmentQueue } from '../ports/fulfilment-queue.port';",
      'export class BullmqFulfilmentQueue extends FulfilmentQueue {}',
    ].join('\n');
    expect(broken('backend/src/modules/orders/infra/bullmq-jobs.ts', queue)).toEqual([
      "naming/file-names: An adapter's file name ends in its port's: <technology>-fulfilment-queue.ts",
    ]);
    expect(broken('backend/src/modules/orders/infra/bullmq-fulfilment-queue.ts', queue)).toEqual(
      [],
    );
  });

  it('fail for imports that leave their area without an alias, or stay in it with one', () => {
    expect(
      broken(
        'backend/src/modules/orders/services/pay.ts',
        "import { Mailer } from '../../../shared/ports/mailer.port';\nexport const m = Mailer;\n",
      ),
    ).toEqual([
      "naming/alias-imports: Import '@shared/ports/mailer.port' (aliases for imports that leave their area, relative paths inside it)",
    ]);
    expect(
      broken(
        'backend/src/modules/orders/orders.module.ts',
        "import { CatalogModule } from '../catalog/catalog.module';\nexport const c = CatalogModule;\n",
      ),
    ).toEqual([
      "naming/alias-imports: Import '@modules/catalog/catalog.module' (aliases for imports that leave their area, relative paths inside it)",
    ]);
    expect(
      broken(
        'backend/src/modules/orders/services/pay.ts',
        "import { Q } from '@modules/orders/ports/fulfilment-queue.port';\nexport const q = Q;\n",
      ),
    ).toEqual([
      "naming/alias-imports: Import '../ports/fulfilment-queue.port' (aliases for imports that leave their area, relative paths inside it)",
    ]);
  });

  it('are switched on for backend, scripts and e2e files', () => {
    const rulesFor = (file: string): Record<string, unknown> =>
      JSON.parse(
        execFileSync('npx', ['eslint', '--print-config', file], { cwd: root, encoding: 'utf8' }),
      ).rules;
    const backend = rulesFor('backend/src/modules/orders/ports/x.ts');
    expect([backend['naming/file-names'], backend['naming/alias-imports']]).toEqual([[2], [2]]);
    for (const file of ['scripts/x.ts', 'e2e/tests/x.ts'])
      expect(rulesFor(file)['naming/alias-imports']).toEqual([2]);
  });
});
