import { formatCents, percentOf, toCents } from './money';

describe('money in cents', () => {
  it('reads provider amounts exactly', () => {
    expect(toCents(5)).toBe(500);
    expect(toCents(0.1 + 0.2)).toBe(30); // float noise is not a fraction of a cent
    expect(toCents('12.34')).toBe(1234);
    expect(toCents('12.3')).toBe(1230);
    expect(toCents(1.005)).toBe(101);
    expect(toCents('7.001')).toBe(701);
    expect(() => toCents('abc')).toThrow('Not an amount');
  });

  it('formats with two decimals', () => {
    expect(formatCents(1234)).toBe('12.34');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(0)).toBe('0.00');
  });

  it('takes percentages rounding up', () => {
    expect(percentOf(1000, 3)).toBe(30);
    expect(percentOf(1001, 3)).toBe(31);
    expect(percentOf(1000, 0)).toBe(0);
  });
});
