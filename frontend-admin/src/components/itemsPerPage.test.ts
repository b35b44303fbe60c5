import { describe, expect, it } from 'vitest';
import { pageWindow, parseItemsPerPage, shownItemsPerPage } from './itemsPerPage';

describe('parseItemsPerPage (docs/specification.md#admin-transitions and #admin-validation)', () => {
  it.each([
    ['', 10],
    ['  ', 10],
    ['0', 1],
    ['5', 5],
    ['61', 61],
    ['100', 100],
    ['500', 100],
  ])('"%s" gives %s (the API answers at most 100 rows a page)', (raw, expected) => {
    expect(parseItemsPerPage(raw)).toBe(expected);
  });

  it.each(['1.5', '-2', 'abc', '1e3'])('ignores "%s" (whole numbers only)', (raw) => {
    expect(parseItemsPerPage(raw)).toBeNull();
  });
});

describe('shownItemsPerPage', () => {
  it.each([
    [100, 61, 61],
    [20, 61, 20],
    [100, undefined, 100],
    [100, 0, 100],
  ])('shows %s with %s in total as %s', (perPage, total, expected) => {
    expect(shownItemsPerPage(perPage, total)).toBe(expected);
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
