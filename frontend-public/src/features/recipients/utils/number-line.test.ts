import { describe, expect, it } from 'vitest';
import { formatNumber, numberLine } from './number-line';

describe('a recipient number as people read it', () => {
  it('is grouped the way its country writes it, with the operator', () => {
    expect(formatNumber('+251911234567')).toBe('+251 91 123 4567');
    expect(numberLine('+255754123456', 'Vodacom Tanzania')).toBe(
      '+255 754 123 456 · Vodacom Tanzania',
    );
  });

  it('stays as typed when it cannot be read', () => {
    expect(formatNumber('+1')).toBe('+1');
  });
});
