import { describe, expect, it } from 'vitest';
import { cleanCode } from './one-time-code';

describe('cleanCode', () => {
  it('trims before the length limit', () => {
    expect(cleanCode(' PG6HWPEC')).toBe('PG6HWPEC');
    expect(cleanCode('\tpg6h wpec \n')).toBe('PG6HWPEC');
    expect(cleanCode('PG6HWPECX')).toBe('PG6HWPEC');
  });
});
