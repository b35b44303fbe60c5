// The page sizes both frontends offer (the back office's items per page, the customer's
// histories) come from api-types; the API's limits must be the same numbers, or a list would ask
// for a page the API refuses.
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@selamtopup/api-types/page-size';
import { RangeRequest } from '@modules/orders/http/dto/range.request';
import { DEFAULT_ROWS, MAX_ROWS } from './ra-list-query';

const rangeProblems = (start: number, end: number) =>
  validateSync(plainToInstance(RangeRequest, { start, end })).length;

describe('page sizes', () => {
  it('are the back office lists’ limits (react-admin ranges)', () => {
    expect(MAX_ROWS).toBe(MAX_PAGE_SIZE);
    expect(DEFAULT_ROWS).toBe(DEFAULT_PAGE_SIZE);
  });

  it('are the customer histories’ limit ({start, end} ranges)', () => {
    expect(rangeProblems(1, MAX_PAGE_SIZE)).toBe(0);
    expect(rangeProblems(1, MAX_PAGE_SIZE + 1)).toBeGreaterThan(0);
  });
});
