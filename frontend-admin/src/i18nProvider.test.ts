import englishMessages from 'ra-language-english';
import { defaultI18nProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from './i18nProvider';
import './i18nMessages';

const keys: string[] = [];
const collect = (messages: object, prefix: string) => {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.push(path);
    else collect(value as object, path);
  }
};
collect(englishMessages, '');

// What react-admin's screens pass: counts, names, defaults; some given, some missing or null.
const optionSets: (Record<string, unknown> | number | undefined)[] = [
  undefined,
  {},
  { smart_count: 0 },
  { smart_count: 1 },
  { smart_count: 2, name: 'client', resource: 'clients', page: 3, offsetBegin: 1, total: 42 },
  { name: null, _: 'a default' },
  5,
];

describe('the back office i18nProvider', () => {
  it('knows the loading page’s phrases before react-admin’s others load', () => {
    for (const key of ['ra.page.loading', 'ra.message.loading'])
      expect(i18nProvider.translate(key)).toBe(defaultI18nProvider.translate(key));
  });

  it('translates every react-admin phrase as react-admin’s polyglot provider does', () => {
    expect(keys.length).toBeGreaterThan(100);
    for (const key of keys)
      for (const options of optionSets)
        expect([key, i18nProvider.translate(key, options as never)]).toEqual([
          key,
          defaultI18nProvider.translate(key, options as never),
        ]);
  });

  it('treats unknown keys as polyglot with missing keys allowed does', () => {
    for (const key of ['Orders today', 'resources.clients.name', '%{smart_count} row |||| rows'])
      for (const options of optionSets)
        expect(i18nProvider.translate(key, options as never)).toBe(
          defaultI18nProvider.translate(key, options as never),
        );
  });
});
