import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const backend = join(__dirname, '../..');

/** Runs the project's dependency-cruiser config over `dir` and returns the broken rule names. */
function brokenRules(dir: string): string[] {
  let out: string;
  try {
    out = execFileSync(
      'npx',
      ['depcruise', dir, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
      {
        cwd: backend,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        // The report of the whole src/ passed 1 MiB (the default), which cut it mid-JSON.
        maxBuffer: 64 * 1024 * 1024,
      },
    );
  } catch (err) {
    out = (err as { stdout: string }).stdout; // depcruise exits non-zero when rules are broken
  }
  const result = JSON.parse(out) as { summary: { violations: { rule: { name: string } }[] } };
  return [...new Set(result.summary.violations.map((v) => v.rule.name))].sort();
}

describe('dependency rules', () => {
  // A scratch tree inside backend/ so imports resolve against the real node_modules.
  const scratch = join(backend, `.arch-scratch-${process.pid}`);
  const write = (path: string, code: string) => {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), code);
  };

  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('hold for the real code', () => {
    expect(brokenRules('src')).toEqual([]);
  });

  it('fail for each kind of violation', () => {
    write(
      'src/modules/orders/domain/order.ts',
      "import { Entity } from 'typeorm';\nexport const order = Entity;\n",
    );
    write('src/modules/orders/infra/order.repo.ts', 'export const repo = 1;\n');
    write(
      'src/modules/orders/services/pay.ts',
      "import { repo } from '../infra/order.repo';\nexport const pay = repo;\n",
    );
    write('src/modules/identity/infra/customer.ts', 'export const customer = 1;\n');
    write(
      'src/modules/orders/http/controller.ts',
      "import { customer } from '../../identity/infra/customer';\nexport const c = customer;\n",
    );
    write(
      'src/modules/support/services/send.ts',
      "import { createTransport } from 'nodemailer';\nexport const t = createTransport;\n",
    );

    expect(brokenRules(`.arch-scratch-${process.pid}/src`)).toEqual([
      '1-domain-is-plain-typescript',
      '2-services-talk-to-ports',
      '3-modules-meet-through-exports',
      '4-vendor-sdks-only-in-integrations',
    ]);
  });
});
