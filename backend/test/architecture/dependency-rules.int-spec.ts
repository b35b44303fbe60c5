import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const backend = join(__dirname, '../..');

/** Runs the project's dependency-cruiser config over `dir`: each violation as "rule: from -> to". */
function violations(dir: string): string[] {
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
  const result = JSON.parse(out) as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  // A package by its name (wherever npm put it), a file of the tree by its path below `dir`.
  const local = (path: string) =>
    path.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+)\/.*$/, '$1').replace(`${dir}/`, '');
  return result.summary.violations
    .map((v) => `${v.rule.name}: ${local(v.from)} -> ${local(v.to)}`)
    .sort();
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
    expect(violations('src')).toEqual([]);
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

    write('src/platform/metrics/registry.ts', 'export const registry = 1;\n');
    write(
      'src/modules/support/http/metrics.ts',
      "import { registry } from '../../../platform/metrics/registry';\nexport const m = registry;\n",
    );
    write(
      'src/main.ts',
      "import { registry } from './platform/metrics/registry';\nexport = registry;\n",
    );
    write(
      'src/integrations/dtone/top-up.ts',
      "import { pay } from '../../modules/orders/services/pay';\nexport const t = pay;\n",
    );
    write('src/modules/orders/ports/top-up.port.ts', 'export const port = 1;\n');
    write(
      'src/integrations/dtone/sender.ts',
      "import { port } from '../../modules/orders/ports/top-up.port';\nexport const s = port;\n",
    );
    write(
      'src/shared/payments/handler.ts',
      "import { order } from '../../modules/orders/domain/order';\nexport const h = order;\n",
    );

    // Exactly these: main.ts may import platform/, an integration may import a port.
    expect(violations(`.arch-scratch-${process.pid}/src`)).toEqual([
      '1-domain-is-plain-typescript: modules/orders/domain/order.ts -> typeorm',
      '2-services-talk-to-ports: modules/orders/services/pay.ts -> modules/orders/infra/order.repo.ts',
      '3-modules-meet-through-exports: modules/orders/http/controller.ts -> modules/identity/infra/customer.ts',
      '4-vendor-sdks-only-in-integrations: modules/support/services/send.ts -> nodemailer',
      '5-nothing-imports-platform: modules/support/http/metrics.ts -> platform/metrics/registry.ts',
      '6-integrations-import-only-ports: integrations/dtone/top-up.ts -> modules/orders/services/pay.ts',
      '7-shared-never-imports-contexts: shared/payments/handler.ts -> modules/orders/domain/order.ts',
    ]);
  });
});
