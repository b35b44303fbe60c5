// @vitest-environment node
// Every language has every English message, with the same {placeholders}, and each message
// compiles (docs/i18n.md): a missing key or a misspelt placeholder fails here, not on a page.
import { readdirSync, readFileSync } from 'node:fs';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, languages } from './languages';

const dir = new URL('./messages/', import.meta.url);
const read = (code: string) =>
  JSON.parse(readFileSync(new URL(`${code}.json`, dir), 'utf8')) as Record<string, string>;
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));
const english = read(DEFAULT_LANGUAGE);

/** The argument names of a message ('{name}', '{count, plural, …}'), from its compiled form. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , choices] = token as [unknown, unknown, unknown];
      if (typeof name === 'string') names.add(name);
      if (choices && typeof choices === 'object') Object.values(choices).forEach(walk);
    }
  };
  const compiled: unknown = compileMessageOrThrow(message);
  walk(typeof compiled === 'string' ? [] : compiled);
  return [...names].sort();
}

describe('message files', () => {
  it('exist for exactly the languages of the list', () => {
    expect(files.sort()).toEqual(Object.keys(languages).sort());
  });

  for (const code of Object.keys(languages)) {
    describe(code, () => {
      const messages = read(code);
      it('have every English key and no other', () => {
        expect(Object.keys(messages).filter((key) => !(key in english))).toEqual([]);
        expect(Object.keys(english).filter((key) => !(key in messages))).toEqual([]);
      });
      it('keep the placeholders of the English message', () => {
        const differing = Object.keys(english)
          .filter((key) => key in messages)
          .filter((key) => placeholders(messages[key]).join() !== placeholders(english[key]).join())
          .map(
            (key) =>
              `${key}: ${placeholders(messages[key]).join()} ≠ ${placeholders(english[key]).join()}`,
          );
        expect(differing).toEqual([]);
      });
      it('compile as ICU messages and are not empty', () => {
        for (const [key, message] of Object.entries(messages)) {
          expect(message.trim(), key).not.toBe('');
          expect(() => compileMessageOrThrow(message), key).not.toThrow();
        }
      });
    });
  }
});
