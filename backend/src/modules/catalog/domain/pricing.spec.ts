import { feeExceedsAmount, priceOf } from './pricing';

const rules = { markupPercent: 10, feeFixedCents: 50, feePercent: 3 };

describe('priceOf', () => {
  it('uses the retail price when the provider gives one', () => {
    expect(priceOf({ retailUsdCents: 500, wholesaleUsdCents: 420 }, rules)).toEqual({
      amountCents: 500,
      serviceChargeCents: 65, // 50 + 3 % of 500
    });
  });

  it('marks the wholesale price up and rounds up to the cent', () => {
    // 333 + 10 % = 366.3 -> 367; fee 50 + 3 % of 367 = 11.01 -> 12
    expect(priceOf({ retailUsdCents: null, wholesaleUsdCents: 333 }, rules)).toEqual({
      amountCents: 367,
      serviceChargeCents: 62,
    });
  });

  it('has no price without a USD price', () => {
    expect(priceOf({ retailUsdCents: null, wholesaleUsdCents: null }, rules)).toBeNull();
  });
});

describe('a fee larger than the top-up', () => {
  it('is flagged when the Processing Fee exceeds the amount (told before payment)', () => {
    // A 0.10 USD top-up pays 0.50 + 3 % = 0.51 USD of fees.
    const tiny = priceOf({ retailUsdCents: 10, wholesaleUsdCents: null }, rules)!;
    expect(tiny.serviceChargeCents).toBe(51);
    expect(feeExceedsAmount(tiny)).toBe(true);
    expect(feeExceedsAmount({ amountCents: 51, serviceChargeCents: 51 })).toBe(false);
    expect(
      feeExceedsAmount(priceOf({ retailUsdCents: 500, wholesaleUsdCents: null }, rules)!),
    ).toBe(false);
  });
});
