import { describe, expect, it } from 'vitest';
import { pageWindow, parseItemsPerPage } from './itemsPerPage';

describe('parseItemsPerPage (seed 001 §4/§5)', () => {
  it.each([
    ['', 40, 10],
    ['  ', 40, 10],
    ['0', 40, 1],
    ['5', 40, 5],
    ['100', 40, 40],
    ['100', undefined, 100],
    ['100', 0, 100],
  ])('"%s" with %s in total gives %s', (raw, total, expected) => {
    expect(parseItemsPerPage(raw, total)).toBe(expected);
  });

  it.each(['1.5', '-2', 'abc', '1e3'])('ignores "%s" (whole numbers only)', (raw) => {
    expect(parseItemsPerPage(raw, 40)).toBeNull();
  });
});

describe('pageWindow', () => {
  it('keeps the current page in a window of five', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});
