import { beforeEach, describe, expect, it } from 'vitest';
import { voda2000 } from '@/test/offers';
import {
  RESTORE_STORED_HOME_STATE,
  clearStoredTopup,
  storeTopup,
  storedPhoneNumber,
  wantsStoredTopup,
} from './stored-topup';
import { storedProduct } from './stored-product';

describe('stored top-up', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the product and number until cleared', () => {
    storeTopup(voda2000, '+255754123456');
    expect(storedProduct()).toEqual(voda2000);
    expect(storedPhoneNumber()).toBe('+255754123456');
    clearStoredTopup();
    expect(storedProduct()).toBeUndefined();
    expect(storedPhoneNumber()).toBe('');
  });

  it('ignores a stored product that is not an offer', () => {
    localStorage.setItem('product', '{"productId":1}');
    expect(storedProduct()).toBeUndefined();
    localStorage.setItem('product', 'not json');
    expect(storedProduct()).toBeUndefined();
  });

  it('recognises the state that sends the person home to the stored top-up', () => {
    expect(wantsStoredTopup(RESTORE_STORED_HOME_STATE)).toBe(true);
    expect(wantsStoredTopup({ selectedCountry: 'Tanzania' })).toBe(false);
    expect(wantsStoredTopup(null)).toBe(false);
  });
});
