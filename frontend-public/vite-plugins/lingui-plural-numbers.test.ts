// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterAll, describe, expect, it } from 'vitest';
import { linguiPluralNumbers } from './lingui-plural-numbers';

const require = createRequire(import.meta.url);
const corePath = require.resolve('@lingui/core').replace(/index\.c?js$/, 'index.mjs');
const transform = (code: string, id: string) =>
  (linguiPluralNumbers().transform as (code: string, id: string) => { code: string } | null)(
    code,
    id,
  );

// The installed @lingui/core as the build makes it, written beside the test's temp files with
// its one import pointed at the installed file.
const dir = mkdtempSync(join(tmpdir(), 'lingui-core-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
async function transformedLingui() {
  const built = transform(readFileSync(corePath, 'utf8'), corePath)!.code.replace(
    "'@lingui/message-utils/compileMessage'",
    JSON.stringify(pathToFileURL(require.resolve('@lingui/message-utils/compileMessage')).href),
  );
  const file = join(dir, 'index.mjs');
  writeFileSync(file, built);
  return (await import(
    /* @vite-ignore */ pathToFileURL(file).href
  )) as typeof import('@lingui/core');
}

/** Counts the Intl.NumberFormat objects made until restore() (each one still works). */
function countNumberFormats() {
  const original = Intl.NumberFormat;
  const counter = { count: 0, restore: () => void (Intl.NumberFormat = original) };
  Intl.NumberFormat = new Proxy(original, {
    construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
      counter.count += 1;
      return new target(...args);
    },
  });
  return counter;
}

describe("Lingui's plural counts", () => {
  it('formats no number for a plural without #, and says the same words', async () => {
    const { setupI18n } = await transformedLingui();
    const i18n = setupI18n();
    i18n.loadAndActivate({
      locale: 'en',
      messages: { days: compileMessage('valid {n, plural, one {{n} day} other {{n} days}}') },
    });
    const created = countNumberFormats();
    try {
      expect(i18n._('days', { n: 1 })).toBe('valid 1 day');
      expect(i18n._('days', { n: 30 })).toBe('valid 30 days');
      expect(created.count).toBe(0);
    } finally {
      created.restore();
    }
  });

  it('still formats the count in the language where a branch shows it with #', async () => {
    const { setupI18n } = await transformedLingui();
    const i18n = setupI18n();
    const wait = 'dans {seconds, plural, one {# seconde} other {# secondes}}';
    i18n.loadAndActivate({ locale: 'fr', messages: { wait: compileMessage(wait) } });
    const created = countNumberFormats();
    try {
      expect(i18n._('wait', { seconds: 1 })).toBe('dans 1 seconde');
      expect(i18n._('wait', { seconds: 1500 })).toBe(
        `dans ${new Intl.NumberFormat('fr').format(1500)} secondes`,
      );
      expect(created.count).toBeGreaterThan(0);
    } finally {
      created.restore();
    }
  });

  it('leaves every other module alone, and fails the build if Lingui changed', () => {
    expect(transform('const x = 1;', '/app/src/main.tsx')).toBeNull();
    expect(() => transform('export const i18n = {};', corePath)).toThrow(/no longer has/);
  });
});
