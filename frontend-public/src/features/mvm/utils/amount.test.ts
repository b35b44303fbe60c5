import { describe, expect, it } from 'vitest';
import { amountToCents, centsToAmount, formatUsd, hasTooManyDecimals } from './amount';

describe('amount', () => {
  it('reads typed amounts into cents without floats', () => {
    expect(amountToCents('12')).toBe(1200);
    expect(amountToCents('12.5')).toBe(1250);
    expect(amountToCents('0.29')).toBe(29);
    expect(amountToCents('.5')).toBe(50);
    expect(amountToCents('10000.00')).toBe(1_000_000);
    expect(amountToCents('1.234')).toBeNull();
    expect(amountToCents('1e3')).toBeNull();
    expect(amountToCents('-1')).toBeNull();
    expect(amountToCents('')).toBeNull();
  });

  it('writes two decimals', () => {
    expect(centsToAmount(1250)).toBe('12.50');
    expect(centsToAmount(5)).toBe('0.05');
    expect(formatUsd('1250.5')).toBe('$1,250.50');
    expect(formatUsd('abc')).toBe('abc');
    expect(hasTooManyDecimals('1.234')).toBe(true);
    expect(hasTooManyDecimals('1.23')).toBe(false);
  });
});
