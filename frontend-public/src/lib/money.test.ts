import { describe, expect, it } from 'vitest';
import { formatCents, formatUsd, toCents, totalFeeCents } from './money';

describe('money', () => {
  it('turns USD amounts into whole cents', () => {
    expect(toCents(1.53)).toBe(153);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
  });

  it('adds amount and service charge in cents', () => {
    expect(totalFeeCents({ amount: 19.99, serviceCharge: 1.1 })).toBe(2109);
    expect(totalFeeCents({ amount: 0.1, serviceCharge: 0.2 })).toBe(30);
    expect(formatCents(totalFeeCents({ amount: 1, serviceCharge: 0.53 }))).toBe('$1.53');
  });

  it('shows two decimals', () => {
    expect(formatUsd(2.5)).toBe('$2.50');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(100000)).toBe('$1,000.00');
    expect(formatCents(-250)).toBe('-$2.50');
    expect(formatUsd(0.1 + 0.2)).toBe('$0.30');
  });
});
