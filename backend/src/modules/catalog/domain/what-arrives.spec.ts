import { benefitText, describeWhatArrives, validityText } from './what-arrives';

const destination = { amount: '100', unit: 'ETB' };

describe('what arrives', () => {
  it('is the destination amount for plain airtime without benefits', () => {
    expect(describeWhatArrives({ destination, benefits: [], validity: null })).toEqual({
      summary: '100 ETB',
      validity: null,
      benefits: [],
    });
  });

  it('lists every benefit of a bundle, amounts including tax, in the provider’s order', () => {
    const arrives = describeWhatArrives({
      destination,
      benefits: [
        {
          type: 'TALKTIME',
          unitType: 'TIME',
          unit: 'MINUTES',
          amount: 300,
          additionalInformation: null,
        },
        {
          type: 'DATA',
          unitType: 'DATA',
          unit: 'GB',
          amount: 1.5,
          additionalInformation: 'Night data',
        },
        { type: 'SMS', unitType: 'QUANTITY', unit: 'SMS', amount: -1, additionalInformation: null },
      ],
      validity: { quantity: 7, unit: 'DAY' },
    });
    expect(arrives.summary).toBe('300 min + 1.5 GB + Unlimited SMS');
    expect(arrives.validity).toBe('7 days');
    expect(arrives.benefits[1]).toEqual({ type: 'DATA', text: '1.5 GB', note: 'Night data' });
  });

  it('drops benefits of no amount and falls back to the destination', () => {
    const arrives = describeWhatArrives({
      destination: { amount: '2000', unit: 'TZS' },
      benefits: [
        { type: 'DATA', unitType: 'DATA', unit: 'GB', amount: 0, additionalInformation: null },
      ],
      validity: null,
    });
    expect(arrives.summary).toBe('2,000 TZS');
  });

  it('writes money and units the way people read them', () => {
    expect(benefitText({ type: 'CREDITS', unitType: 'CURRENCY', unit: 'KES', amount: 1000 })).toBe(
      '1,000 KES',
    );
    expect(benefitText({ type: 'DATA', unitType: 'DATA', unit: 'MB', amount: 512.5 })).toBe(
      '512.5 MB',
    );
    expect(benefitText({ type: 'DATA', unitType: 'DATA', unit: 'GB', amount: -1 })).toBe(
      'Unlimited data',
    );
  });

  it('says the validity in days, weeks, months or hours; -1 never expires; null is unknown', () => {
    expect(validityText({ quantity: 30, unit: 'DAY' })).toBe('30 days');
    expect(validityText({ quantity: 1, unit: 'DAY' })).toBe('1 day');
    expect(validityText({ quantity: 24, unit: 'HOUR' })).toBe('24 hours');
    expect(validityText({ quantity: 2, unit: 'WEEK' })).toBe('2 weeks');
    expect(validityText({ quantity: 1, unit: 'MONTH' })).toBe('1 month');
    expect(validityText({ quantity: -1, unit: 'DAY' })).toBe('No expiry');
    expect(validityText({ quantity: null, unit: 'DAY' })).toBeNull();
    expect(validityText({ quantity: 3, unit: 'FORTNIGHT' })).toBeNull();
    expect(validityText(null)).toBeNull();
  });
});
