import { describe, expect, it } from 'vitest';
import { offers, safaricom100, voda2000, voda5000, vodaData, VODA_2000_LABEL } from '@/test/offers';
import {
  amountLabel,
  amountsOf,
  countriesOf,
  findOffer,
  offerLabel,
  offerLabelsOf,
  operatorsOf,
} from './catalogue';

describe('offerLabel', () => {
  it('is the service plus the optional subService', () => {
    expect(offerLabel(voda2000)).toBe('Mobile Airtime');
    expect(offerLabel({ ...voda2000, subService: undefined })).toBe('Mobile');
    expect(offerLabel({ ...voda2000, subService: null })).toBe('Mobile');
  });
});

describe('amountLabel', () => {
  it('is productName, promotionBonus and the USD amount with two decimals', () => {
    expect(amountLabel(voda2000)).toBe(VODA_2000_LABEL);
    expect(amountLabel(voda5000)).toBe('5,000 TZS ($2.50)');
    expect(amountLabel({ ...voda5000, amount: 1234.5 })).toBe('5,000 TZS ($1,234.50)');
  });
});

describe('the dropdown choices', () => {
  it('lists each country once, by name, with its code', () => {
    expect(countriesOf(offers)).toEqual([
      { name: 'Kenya', code: 'KE' },
      { name: 'Tanzania', code: 'TZ' },
    ]);
  });

  it("lists a country's operators by name", () => {
    expect(operatorsOf(offers, 'Tanzania')).toEqual([
      { id: 'op-vodacom-tz', name: 'Vodacom Tanzania' },
      { id: 'op-yas-tz', name: 'Yas Tanzania' },
    ]);
    expect(operatorsOf(offers, 'Kenya')).toEqual([{ id: 'op-safaricom', name: 'Safaricom' }]);
  });

  it("lists an operator's offers and an offer's amounts, cheapest first", () => {
    expect(offerLabelsOf(offers, 'Tanzania', 'Vodacom Tanzania')).toEqual([
      'Mobile Airtime',
      'Mobile Data',
    ]);
    expect(
      amountsOf(offers, 'Tanzania', 'Vodacom Tanzania', 'Mobile Airtime').map((a) => a.label),
    ).toEqual([VODA_2000_LABEL, '5,000 TZS ($2.50)']);
    expect(amountsOf(offers, 'Tanzania', 'Vodacom Tanzania', 'Mobile Data')).toEqual([
      { label: '1 GB ($3.00)', offer: vodaData },
    ]);
  });
});

describe('findOffer', () => {
  const chosen = {
    country: 'Tanzania',
    operator: 'Vodacom Tanzania',
    offer: 'Mobile Airtime',
    amount: VODA_2000_LABEL,
  };

  it('finds the product of the chosen amount label, operator and country', () => {
    expect(findOffer(offers, chosen)).toBe(voda2000);
    expect(
      findOffer(offers, {
        country: 'Kenya',
        operator: 'Safaricom',
        offer: 'Mobile Airtime',
        amount: '100 KES ($1.10)',
      }),
    ).toBe(safaricom100);
  });

  it('finds nothing when one of them does not match', () => {
    expect(findOffer(offers, { ...chosen, operator: 'Yas Tanzania' })).toBeUndefined();
    expect(findOffer(offers, { ...chosen, country: 'Kenya' })).toBeUndefined();
    expect(findOffer(offers, { ...chosen, amount: '2,000 TZS ($1.00)' })).toBeUndefined();
    expect(findOffer([], chosen)).toBeUndefined();
  });
});
