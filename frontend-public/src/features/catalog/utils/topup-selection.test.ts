import { describe, expect, it } from 'vitest';
import { offers, VODA_2000_LABEL } from '@/test/offers';
import {
  emptySelection,
  reconcile,
  selectionReducer,
  type TopupSelection,
} from './topup-selection';

const full: TopupSelection = {
  country: 'Tanzania',
  operator: 'Vodacom Tanzania',
  offer: 'Mobile Airtime',
  phone: '754123456',
  amount: VODA_2000_LABEL,
};

describe('the home cascade (docs/specification.md#customer-transitions)', () => {
  it('choosing a country clears operator, offer, amount and phone', () => {
    expect(selectionReducer(full, { type: 'country', value: 'Kenya' })).toEqual({
      ...emptySelection,
      country: 'Kenya',
    });
  });

  it('choosing an operator clears offer, amount and phone', () => {
    expect(selectionReducer(full, { type: 'operator', value: 'Yas Tanzania' })).toEqual({
      ...emptySelection,
      country: 'Tanzania',
      operator: 'Yas Tanzania',
    });
  });

  it('choosing an offer clears amount and phone', () => {
    expect(selectionReducer(full, { type: 'offer', value: 'Mobile Data' })).toEqual({
      ...full,
      offer: 'Mobile Data',
      phone: '',
      amount: '',
    });
  });

  it('entering a number clears the amount', () => {
    expect(selectionReducer(full, { type: 'phone', value: '7541234567' })).toEqual({
      ...full,
      phone: '7541234567',
      amount: '',
    });
  });

  it('choosing an amount keeps the rest', () => {
    expect(selectionReducer(full, { type: 'amount', value: '5,000 TZS ($2.50)' })).toEqual({
      ...full,
      amount: '5,000 TZS ($2.50)',
    });
  });

  it('the empty entry clears a choice and what follows it', () => {
    expect(selectionReducer(full, { type: 'country', value: '' })).toEqual(emptySelection);
    expect(selectionReducer(full, { type: 'amount', value: '' })).toEqual({ ...full, amount: '' });
  });
});

describe('reconcile (saved choices once the offers are there)', () => {
  it('keeps choices the catalogue holds', () => {
    expect(reconcile(full, offers)).toBe(full);
    expect(selectionReducer(full, { type: 'catalogueLoaded', offers })).toBe(full);
    expect(reconcile(emptySelection, offers)).toBe(emptySelection);
  });

  it('drops the first unknown choice and everything after it', () => {
    expect(reconcile({ ...full, country: 'Atlantis' }, offers)).toEqual(emptySelection);
    expect(reconcile({ ...full, operator: 'Gone Mobile' }, offers)).toEqual({
      ...emptySelection,
      country: 'Tanzania',
    });
    expect(reconcile({ ...full, offer: 'Mobile Bundle' }, offers)).toEqual({
      ...emptySelection,
      country: 'Tanzania',
      operator: 'Vodacom Tanzania',
    });
    expect(reconcile({ ...full, amount: '9 TZS ($9.00)' }, offers)).toEqual({
      ...full,
      amount: '',
    });
  });
});
