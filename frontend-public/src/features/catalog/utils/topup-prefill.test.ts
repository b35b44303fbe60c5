import { describe, expect, it } from 'vitest';
import { offers, VODA_2000_LABEL } from '@/test/offers';
import { prefilled } from './topup-selection';

const mum = { country: 'Tanzania', operator: 'Vodacom Tanzania', telenumber: '+255754123456' };

describe('the form filled for a recipient', () => {
  it('takes the last product when it is still sold there', () => {
    expect(prefilled(offers, { ...mum, productId: 'tz-voda-2000' })).toEqual({
      country: 'Tanzania',
      operator: 'Vodacom Tanzania',
      offer: 'Mobile Airtime',
      phone: '+255754123456',
      amount: VODA_2000_LABEL,
    });
    expect(prefilled(offers, { ...mum, productId: 'tz-voda-1gb' })).toMatchObject({
      offer: 'Mobile Data',
      amount: '1 GB ($3.00)',
    });
  });

  it('without it, takes the first offer and leaves the amount', () => {
    expect(prefilled(offers, { ...mum, productId: 'gone' })).toEqual({
      country: 'Tanzania',
      operator: 'Vodacom Tanzania',
      offer: 'Mobile Airtime',
      phone: '+255754123456',
      amount: '',
    });
    // Another operator's product is not this recipient's.
    expect(prefilled(offers, { ...mum, productId: 'tz-yas-1000' }).amount).toBe('');
  });

  it('finds the country from the operator, and keeps only the country when the operator is gone', () => {
    expect(prefilled(offers, { ...mum, country: '' }).country).toBe('Tanzania');
    expect(prefilled(offers, { ...mum, operator: 'Gone Mobile' })).toEqual({
      country: 'Tanzania',
      operator: '',
      offer: '',
      phone: '',
      amount: '',
    });
    expect(prefilled(offers, { ...mum, country: 'Atlantis', operator: 'Gone' }).country).toBe('');
  });
});
