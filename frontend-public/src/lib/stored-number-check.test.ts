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

  it('keeps the grouped number, which a later answer for the same number keeps too', () => {
    storeKnownNumber(NUMBER, { known: false, savedAs: null }, 1_000, '+255 754 123 456');
    storeKnownNumber(NUMBER, { known: true, savedAs: 'Mum' }, 2_000);
    expect(storedKnownNumber(NUMBER)).toEqual({
      answer: { known: true, savedAs: 'Mum' },
      at: 2_000,
      display: '+255 754 123 456',
    });
    // Another number's answer starts without one; a display that is not text is not read.
    storeKnownNumber('+255754999999', { known: false, savedAs: null }, 3_000);
    expect(storedKnownNumber('+255754999999')).toEqual({
      answer: { known: false, savedAs: null },
      at: 3_000,
    });
    localStorage.setItem(
      'numberCheck',
      JSON.stringify({ telenumber: NUMBER, known: true, savedAs: null, at: 1, display: 7 }),
    );
    expect(storedKnownNumber(NUMBER)).toEqual({ answer: { known: true, savedAs: null }, at: 1 });
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
