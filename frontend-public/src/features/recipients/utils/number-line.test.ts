import { describe, expect, it } from 'vitest';
import { numberLine } from './number-line';

describe('a recipient number with its operator', () => {
  it('follows the number with the operator', () => {
    expect(numberLine('+255 754 123 456', 'Vodacom Tanzania')).toBe(
      '+255 754 123 456 · Vodacom Tanzania',
    );
  });

  it('is the number alone when the operator is unknown', () => {
    expect(numberLine('+255 754 123 456', '')).toBe('+255 754 123 456');
  });
});
