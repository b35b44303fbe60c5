import { describe, expect, it } from 'vitest';
import { formatNumber } from './phone-display';

describe('a phone number as people read it', () => {
  it('is grouped the way its country writes it', () => {
    expect(formatNumber('+251911234567')).toBe('+251 91 123 4567');
    expect(formatNumber('+255754123456')).toBe('+255 754 123 456');
  });

  it('stays as typed when it cannot be read', () => {
    expect(formatNumber('+1')).toBe('+1');
  });
});
