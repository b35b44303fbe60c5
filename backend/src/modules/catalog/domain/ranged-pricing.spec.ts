import type { OfferRange } from './offer';
import { rangedQuote, typedAmountProblem } from './pricing';

const rules = { markupPercent: 10, feeFixedCents: 50, feePercent: 3 };
// Kenya: 129 KES per USD sent; DT One's wholesale 126.5 KES per USD; retail 118 KES per USD.
const range: OfferRange = {
  minCents: 100,
  maxCents: 5000,
  destinationPerUsd: 129,
  destinationUnit: 'KES',
  wholesaleRate: 126.5,
  retailRate: 118,
  feeCents: 0,
};

describe('a typed amount of a ranged product', () => {
  it('is accepted in whole cents from the minimum to the maximum, both included', () => {
    expect(typedAmountProblem(range, 100)).toBeNull();
    expect(typedAmountProblem(range, 5000)).toBeNull();
    expect(typedAmountProblem(range, 1234)).toBeNull();
  });

  it('is refused outside the range, in fractions of a cent, or missing', () => {
    expect(typedAmountProblem(range, 99)).toBe('out-of-range');
    expect(typedAmountProblem(range, 5001)).toBe('out-of-range');
    expect(typedAmountProblem(range, 1234.5)).toBe('bad-step');
    expect(typedAmountProblem(range, undefined)).toBe('missing');
    expect(typedAmountProblem(range, Number.NaN)).toBe('missing');
  });
});

describe('the price of a typed amount', () => {
  it("says what arrives (DT One's base rate) and uses DT One's retail price for it", () => {
    // 10.00 USD sent -> 1,290 KES; retail 1290 / 118 = 10.932 -> 1094 cents; fee 50 + 3 % = 83
    expect(rangedQuote(range, 1000, rules)).toEqual({
      sentCents: 1000,
      receives: 1290,
      wholesaleCents: 1020, // 1290 / 126.5 = 10.197 -> 1020
      amountCents: 1094,
      serviceChargeCents: 83,
    });
  });

  it('without a retail rate marks the wholesale price up, as for fixed products', () => {
    const quote = rangedQuote({ ...range, retailRate: null }, 1000, rules);
    expect(quote).toMatchObject({
      wholesaleCents: 1020,
      amountCents: 1122,
      serviceChargeCents: 84,
    });
    // DT One's -1 (a zero retail price) is no retail price either.
    expect(rangedQuote({ ...range, retailRate: -1 }, 1000, rules)?.amountCents).toBe(1122);
  });

  it('rounds what arrives to the cent of the local currency', () => {
    expect(rangedQuote({ ...range, destinationPerUsd: 129.337 }, 333, rules)?.receives).toBe(
      430.69,
    );
  });

  it('cannot be priced without a usable rate', () => {
    expect(rangedQuote({ ...range, wholesaleRate: 0 }, 1000, rules)).toBeNull();
    expect(rangedQuote({ ...range, destinationPerUsd: 0 }, 1000, rules)).toBeNull();
  });
});
