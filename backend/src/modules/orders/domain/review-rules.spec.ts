import { accountCountryOf, ReviewFacts, reviewReasons, ReviewRules } from './review-rules';

const rules: ReviewRules = { firstOrderAboveCents: 5000, numbersPerHour: 3, countryMismatch: true };
const calm: ReviewFacts = {
  totalCents: 1000,
  earlierDeliveredOrders: 0,
  numbersLastHour: 1,
  paymentCountry: 'US',
  accountCountry: 'US',
};
const reasons = (facts: Partial<ReviewFacts>, changed: Partial<ReviewRules> = {}) =>
  reviewReasons({ ...calm, ...facts }, { ...rules, ...changed });

describe('review rules: a first order above the threshold', () => {
  it('holds a first order one cent above it, not one at it', () => {
    expect(reasons({ totalCents: 5001 })).toEqual(['first order of $50.01, above $50.00']);
    expect(reasons({ totalCents: 5000 })).toEqual([]);
  });

  it('lets the same amount through once an earlier order was delivered', () => {
    expect(reasons({ totalCents: 9000, earlierDeliveredOrders: 1 })).toEqual([]);
  });

  it('is off at 0', () => {
    expect(reasons({ totalCents: 100_000 }, { firstOrderAboveCents: 0 })).toEqual([]);
  });
});

describe('review rules: several numbers within an hour', () => {
  it('holds the order that makes more numbers than the setting, not the one that reaches it', () => {
    expect(reasons({ numbersLastHour: 3 })).toEqual([]);
    expect(reasons({ numbersLastHour: 4 })).toEqual([
      '4 different numbers within an hour, more than 3',
    ]);
  });

  it('is off at 0', () => {
    expect(reasons({ numbersLastHour: 40 }, { numbersPerHour: 0 })).toEqual([]);
  });
});

describe('review rules: card or payer country against the account', () => {
  it('holds a payment from another country, whatever the letter case', () => {
    expect(reasons({ paymentCountry: 'ng' })).toEqual(['paid from NG, account in US']);
    expect(reasons({ paymentCountry: 'us' })).toEqual([]);
  });

  it('holds nothing when either country is unknown, or when the rule is off', () => {
    expect(reasons({ paymentCountry: null })).toEqual([]);
    expect(reasons({ accountCountry: null, paymentCountry: 'NG' })).toEqual([]);
    expect(reasons({ paymentCountry: 'NG' }, { countryMismatch: false })).toEqual([]);
  });

  it('gives every reason an order trips', () => {
    expect(reasons({ totalCents: 6000, numbersLastHour: 5, paymentCountry: 'GB' })).toHaveLength(3);
  });
});

describe('the account’s country', () => {
  it('is the country of the customer’s own telephone number', () => {
    expect(accountCountryOf('+12025550143')).toBe('US');
    expect(accountCountryOf('+251911234567')).toBe('ET');
    expect(accountCountryOf('+442079460958')).toBe('GB');
  });

  it('is unknown for a number that tells none', () => {
    expect(accountCountryOf(null)).toBeNull();
    expect(accountCountryOf('12345')).toBeNull();
    expect(accountCountryOf('+999123')).toBeNull();
  });
});
