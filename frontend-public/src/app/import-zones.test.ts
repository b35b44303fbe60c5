// @vitest-environment node
// The customer site's import zones (eslint.config.mjs) fail when broken: a scratch file, linted
// through ESLint's Node API with the repository's config, imports across a zone (relative or through
// the '@/' alias).
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const src = fileURLToPath(new URL('../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function lintErrors(
  scratchFile: string,
  importPath: string,
  rule: string,
): Promise<string[]> {
  const code = `import * as imported from '${importPath}';\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${src}${scratchFile}` });
  return result.messages
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}
const zoneErrors = (scratchFile: string, importPath: string) =>
  lintErrors(scratchFile, importPath, 'import/no-restricted-paths');

describe('customer site import zones', () => {
  it("refuse a feature importing another feature's files", async () => {
    const errors = await zoneErrors(
      'features/orders/components/Scratch.tsx',
      '../../profile/components/ProfilePage',
    );
    expect(errors).toEqual([expect.stringContaining('A feature does not import another feature')]);
  });

  it("refuse it too when written with the '@/' alias", async () => {
    const errors = await zoneErrors(
      'features/orders/components/Scratch.tsx',
      '@/features/profile/components/ProfilePage',
    );
    expect(errors).toEqual([expect.stringContaining('A feature does not import another feature')]);
    expect(
      await zoneErrors('components/layouts/Scratch.tsx', '@/features/catalog/api/get-offers'),
    ).toHaveLength(1);
  });

  it('refuse shared code importing a feature, and a feature importing the app', async () => {
    expect(
      await zoneErrors('components/layouts/Scratch.tsx', '../../features/catalog/api/get-offers'),
    ).toHaveLength(1);
    expect(
      await zoneErrors('lib/scratch.ts', '../features/checkout/utils/payment-state'),
    ).toHaveLength(1);
    expect(await zoneErrors('features/catalog/Scratch.tsx', '../../app/router')).toHaveLength(1);
  });

  it('allow a feature its own files and shared code, and the app any feature', async () => {
    expect(await zoneErrors('features/orders/components/Scratch.tsx', './HistoryTable')).toEqual(
      [],
    );
    expect(
      await zoneErrors(
        'features/orders/components/Scratch.tsx',
        '@/components/layouts/RequireLogin',
      ),
    ).toEqual([]);
    expect(
      await zoneErrors('app/Scratch.tsx', '@/features/orders/components/HistoryTable'),
    ).toEqual([]);
  });

  // An import the resolver cannot follow would be skipped by the zones: it is an error of its own.
  it('refuse an import climbing three folders, and one that does not resolve', async () => {
    expect(
      await lintErrors(
        'features/orders/components/Scratch.tsx',
        '../../../components/layouts/RequireLogin',
        'no-restricted-imports',
      ),
    ).toHaveLength(1);
    expect(
      await lintErrors(
        'features/orders/components/Scratch.tsx',
        '@/features/profile/components/Missing',
        'import/no-unresolved',
      ),
    ).toHaveLength(1);
  });
});
