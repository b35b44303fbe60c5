// The customer site's translations on Lingui's runtime (docs/decisions.md): every language,
// English too, is a chunk of its own loaded when chosen (app/boot.tsx waits for it before the
// first render), so a page in another language does not carry the English messages as well.
// Messages are compiled at build time (vite.config.ts), so the runtime carries no ICU parser.
import { createElement, Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { setupI18n } from '@lingui/core';
import { loaders } from 'virtual:messages';
import type english from './messages/en.json';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import type { MessagePart } from './parts';

/** Every message's id, from the English file: a misspelt id does not compile. */
export type MessageId = keyof typeof english;
export type MessageValues = Record<string, string | number>;

// English is filled in by activateLanguage like any other language.
export const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { [DEFAULT_LANGUAGE]: {} } });

const loaded = new Set<string>();

/** The active language. */
export const currentLanguage = (): Language => i18n.locale as Language;

/** The message in the active language, its {placeholders} filled in. */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

/** Loads one part of a language's messages, once (src/i18n/parts.ts). */
async function loadPart(language: Language, part: MessagePart): Promise<void> {
  const id = `${language}/${part}`;
  if (loaded.has(id)) return;
  const load = loaders[language]?.[part];
  if (!load) throw new Error(`No messages for language ${language}`);
  i18n.load(language, (await load()).default);
  loaded.add(id);
}

/** The parts beyond the core a page has asked for: a language chosen later loads them too. */
const wanted = new Set<Exclude<MessagePart, 'core'>>();

/** Loads the messages every page needs (the router waits for it before any page but home). */
export async function loadAllMessages(): Promise<void> {
  wanted.add('below').add('rest');
  await Promise.all([loadPart(currentLanguage(), 'below'), loadPart(currentLanguage(), 'rest')]);
}

/** Loads the messages of the home page's blocks under the form (loaded with their code). */
export async function loadBelowTheFormMessages(): Promise<void> {
  wanted.add('below');
  await loadPart(currentLanguage(), 'below');
}

/** Loads a language's messages (once) and makes it the active one. */
export async function activateLanguage(language: Language): Promise<void> {
  await loadPart(language, 'core');
  await Promise.all([...wanted].map((part) => loadPart(language, part)));
  i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/** `t`, with the component drawn again when the language changes. */
export function useT(): typeof t {
  useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return t;
}

/** The active language, kept current. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/** Brackets a part's name in the message before it is cut (a character no message contains). */
const MARK = String.fromCharCode(1);
const PART = new RegExp(`${MARK}(\\w+)${MARK}`);

/**
 * A message with React parts in its placeholders, e.g. t('code.sent', { email: <strong>…</strong> })
 * drawn as the message's words around the elements, in the order the language puts them.
 */
export function tRich(id: MessageId, parts: Record<string, ReactNode>): ReactNode[] {
  const marked = Object.fromEntries(
    Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]),
  );
  return i18n
    ._(id, marked)
    .split(PART)
    .map((piece, index) =>
      createElement(Fragment, { key: index }, index % 2 === 1 ? parts[piece] : piece),
    );
}
