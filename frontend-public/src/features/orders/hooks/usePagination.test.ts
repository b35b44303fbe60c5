import { describe, expect, it } from 'vitest';
import { pageCountOf, pageSizeOf, rangeOf } from './usePagination';

describe('pagination rules', () => {
  it('reads the items-per-page field: empty is the default, minimum 1', () => {
    expect(pageSizeOf('', 10)).toBe(10);
    expect(pageSizeOf('  ', 5)).toBe(5);
    expect(pageSizeOf('7', 10)).toBe(7);
    expect(pageSizeOf('0', 10)).toBe(1);
    expect(pageSizeOf('-3', 10)).toBe(1);
    expect(pageSizeOf('2.7', 10)).toBe(2);
    // One call answers at most 100 rows.
    expect(pageSizeOf('250', 10)).toBe(100);
  });

  it('counts ceil(count / page size) pages', () => {
    expect(pageCountOf(0, 10)).toBe(0);
    expect(pageCountOf(1, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
    expect(pageCountOf(23, 5)).toBe(5);
  });

  it('asks for 1-based inclusive ranges', () => {
    expect(rangeOf(1, 10)).toEqual({ start: 1, end: 10 });
    expect(rangeOf(3, 10)).toEqual({ start: 21, end: 30 });
    expect(rangeOf(2, 5)).toEqual({ start: 6, end: 10 });
  });
});
