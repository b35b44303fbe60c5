import { beforeEach, describe, expect, it } from 'vitest';
import { voda2000 } from '@/test/offers';
import { markLoggedOut } from './session';
import { storedKnownNumber, storeKnownNumber } from './stored-number-check';
import { clearStoredTopup, storeTopup } from './stored-topup';

const NUMBER = '+255754123456';

describe("the wrong-number check's stored answer", () => {
  beforeEach(() => localStorage.clear());

  it('is kept for its number only, with when the server gave it', () => {
    storeKnownNumber(NUMBER, { known: true, savedAs: 'Mum' }, 1_000);
    expect(storedKnownNumber(NUMBER)).toEqual({
      answer: { known: true, savedAs: 'Mum' },
      at: 1_000,
    });
    expect(storedKnownNumber('+255754999999')).toBeUndefined();
    expect(storedKnownNumber('')).toBeUndefined();
  });

  it('goes with the stored top-up, and at logout', () => {
    storeTopup(voda2000, NUMBER);
    storeKnownNumber(NUMBER, { known: false, savedAs: null });
    clearStoredTopup();
    expect(storedKnownNumber(NUMBER)).toBeUndefined();

    storeKnownNumber(NUMBER, { known: true, savedAs: 'Mum' });
    markLoggedOut();
    expect(storedKnownNumber(NUMBER)).toBeUndefined();
  });

  it('ignores what is not an answer', () => {
    for (const stored of [
      'not json',
      JSON.stringify({ telenumber: NUMBER, known: 'yes', savedAs: null, at: 1 }),
      JSON.stringify({ telenumber: NUMBER, known: true, savedAs: 3, at: 1 }),
      JSON.stringify({ telenumber: NUMBER, known: true, savedAs: null }),
    ]) {
      localStorage.setItem('numberCheck', stored);
      expect(storedKnownNumber(NUMBER)).toBeUndefined();
    }
  });
});
