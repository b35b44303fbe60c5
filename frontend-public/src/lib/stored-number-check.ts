// The wrong-number check's answer (docs/specification.md#wrong-number-guard) for the stored
// top-up's number, kept beside it in localStorage: Go to Payment asks it on the home form, so that
// /Payment, in this tab or a new one, draws the question (or nothing) at its first render and not
// when the API answers (docs/decisions.md#the-answer-comes-with-the-selection). With it, the number
// as its country writes it (lib/phone-display.ts), which the home form has the metadata for: the
// question draws it without loading libphonenumber first. Kept for one number: another number
// never reads it. Forgotten with the stored top-up and at logout.
import type { KnownNumber } from '@/api/types';
import { NUMBER_CHECK_KEY } from './stored-topup';

/** The one query of the answer: the home form's ask and /Payment's share it. */
export const knownNumberQueryKey = (telenumber: string) =>
  ['recipients', 'known', telenumber] as const;

export const isKnownNumber = (value: unknown): value is KnownNumber =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).known === 'boolean' &&
  ((value as Record<string, unknown>).savedAs === null ||
    typeof (value as Record<string, unknown>).savedAs === 'string');

export interface StoredKnownNumber {
  answer: KnownNumber;
  /** When the server gave it (ms since the epoch): /Payment asks again once it is stale. */
  at: number;
  /** The number grouped for its country, when the page that asked had it. */
  display?: string;
}

/** Keeps `answer` for `telenumber`; a new answer keeps the display an earlier one had. */
export function storeKnownNumber(
  telenumber: string,
  answer: KnownNumber,
  at = Date.now(),
  display = storedKnownNumber(telenumber)?.display,
): void {
  const { known, savedAs } = answer;
  localStorage.setItem(
    NUMBER_CHECK_KEY,
    JSON.stringify({ telenumber, known, savedAs, at, display }),
  );
}

/** The answer kept for `telenumber`; undefined for another number, none, or in the prerender. */
export function storedKnownNumber(telenumber: string): StoredKnownNumber | undefined {
  if (typeof localStorage === 'undefined' || telenumber === '') return undefined;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(NUMBER_CHECK_KEY) ?? 'null');
    if (!isKnownNumber(stored)) return undefined;
    const {
      telenumber: number,
      at,
      display,
    } = stored as { telenumber?: unknown; at?: unknown; display?: unknown };
    if (number !== telenumber || typeof at !== 'number' || !Number.isFinite(at)) return undefined;
    return {
      answer: { known: stored.known, savedAs: stored.savedAs },
      at,
      ...(typeof display === 'string' && display !== '' ? { display } : {}),
    };
  } catch {
    return undefined;
  }
}
