import { describe, expect, it } from 'vitest';
import { VODA_2000_LABEL, voda2000 } from '@/test/offers';
import { readSavedSelection, selectionState } from './topup-navigation';
import { emptySelection } from './topup-selection';

const saved = {
  selectedCountry: 'Tanzania',
  selectedOperator: 'Vodacom Tanzania',
  selectedOffer: 'Mobile Airtime',
  selectedAmount: VODA_2000_LABEL,
  phoneNumber: '+255754123456',
};

describe('readSavedSelection', () => {
  it('reads the choices handed back by /Login or /Payment', () => {
    expect(readSavedSelection(saved)).toEqual({
      country: 'Tanzania',
      operator: 'Vodacom Tanzania',
      offer: 'Mobile Airtime',
      phone: '+255754123456',
      amount: VODA_2000_LABEL,
    });
    // /Payment's Back hands over its whole state.
    expect(readSavedSelection({ ...saved, product: voda2000, prevPath: '/' })?.amount).toBe(
      VODA_2000_LABEL,
    );
  });

  it('finds nothing in an empty or foreign state', () => {
    for (const state of [
      null,
      undefined,
      'x',
      42,
      {},
      { email: 'a@b.c' },
      { selectedCountry: 7 },
    ]) {
      expect(readSavedSelection(state)).toBeUndefined();
    }
  });

  it('keeps a later step only when the ones before it are there', () => {
    expect(readSavedSelection({ ...saved, selectedOperator: undefined })).toEqual({
      ...emptySelection,
      country: 'Tanzania',
    });
    expect(readSavedSelection({ ...saved, phoneNumber: '' })).toEqual({
      ...emptySelection,
      country: 'Tanzania',
      operator: 'Vodacom Tanzania',
      offer: 'Mobile Airtime',
    });
  });

  it('filters the saved number like typed text', () => {
    expect(readSavedSelection({ ...saved, phoneNumber: '0754-123 456' })?.phone).toBe('754123456');
  });
});

describe('selectionState', () => {
  it('names the choices as docs/specification.md#entities does', () => {
    expect(
      selectionState(
        {
          country: 'Tanzania',
          operator: 'Vodacom Tanzania',
          offer: 'Mobile Airtime',
          phone: '754123456',
          amount: VODA_2000_LABEL,
        },
        '+255754123456',
      ),
    ).toEqual(saved);
  });
});
