import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The back office's import zones (eslint.config.mjs, docs/decisions.md#back-office-import-zones) must fail when
// broken: each case lints a file that is not on disk, at the path given, with the real config.
const repoRoot = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function zoneErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `frontend-admin/src/${filePath}` });
  return result.messages
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

describe('back-office import zones', () => {
  it('refuse a resource importing another resource', async () => {
    const errors = await zoneErrors(
      'clients/Scratch.ts',
      "import { NO_TRANSACTIONS } from '../transactions/TransactionList';\nexport const x = NO_TRANSACTIONS;\n",
    );
    expect(errors).toEqual([expect.stringContaining('does not import another one')]);
  });

  it('refuse shared code importing a resource or the app', async () => {
    const fromResource = await zoneErrors(
      'components/Scratch.ts',
      "import { PROFILE_UPDATED } from '../profile/ProfilePage';\nexport const x = PROFILE_UPDATED;\n",
    );
    const fromApp = await zoneErrors(
      'dataProviderScratch.ts',
      "import { App } from './App';\nexport const x = App;\n",
    );
    expect([...fromResource, ...fromApp]).toEqual([
      expect.stringContaining('does not import a resource or the app'),
      expect.stringContaining('does not import a resource or the app'),
    ]);
  });

  it('let a resource use the shared pieces', async () => {
    const errors = await zoneErrors(
      'clients/Scratch.ts',
      "import { formatUsd } from '../components/format';\nexport const x = formatUsd;\n",
    );
    expect(errors).toEqual([]);
  });
});
