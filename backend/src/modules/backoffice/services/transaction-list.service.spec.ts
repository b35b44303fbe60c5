import { DomainError } from '@shared/domain/domain-error';
import { parseRaListQuery, seedRange } from '@shared/http/ra-list-query';
import { BackofficeErrors } from '../domain/backoffice.errors';
import type { ListWindow, SortDirection } from '../domain/list-window';
import type { Transaction } from '../domain/transaction';
import type { TransactionFilter } from '../domain/transaction-filter';
import { TRANSACTIONS } from '../http/backoffice-lists';
import { TransactionReadModel } from '../ports/transaction-read-model.port';
import { parseTransactionFilter } from './list-filters';
import { TransactionListService } from './transaction-list.service';

/** Remembers what the service asked for. */
class FakeTransactions extends TransactionReadModel {
  asked: { filter: TransactionFilter; window: ListWindow; direction: SortDirection }[] = [];
  async page(filter: TransactionFilter, window: ListWindow, direction: SortDirection) {
    this.asked.push({ filter, window, direction });
    return { count: 0, rows: [] as Transaction[] };
  }
  async countries() {
    return ['Ethiopia'];
  }
}

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as DomainError).code;
  }
  return undefined;
};

describe('TransactionListService', () => {
  const fake = new FakeTransactions();
  const service = new TransactionListService(fake);

  it('turns a checked filter and a window into one read, newest first by default', async () => {
    const filter = parseTransactionFilter({
      q: '  Hana ',
      status: 'PAID',
      from: '2025-01-01',
      to: '2025-01-31',
      country: 'Kenya',
    });
    const { offset, limit } = seedRange(TRANSACTIONS, { start: 21, end: 30 });
    await service.list({ filter, window: { offset, limit } });
    expect(fake.asked.pop()).toEqual({
      filter: { q: 'Hana', status: 'PAID', from: '2025-01-01', to: '2025-01-31', country: 'Kenya' },
      window: { offset: 20, limit: 10 },
      direction: 'DESC',
    });
  });

  it('drops empty filters', async () => {
    await service.list({
      filter: parseTransactionFilter({ q: '', status: null, from: '' }),
      window: { offset: 0, limit: 1 },
      direction: 'ASC',
    });
    expect(fake.asked.pop()).toEqual({
      filter: {},
      window: { offset: 0, limit: 1 },
      direction: 'ASC',
    });
  });
});

describe('parseTransactionFilter', () => {
  it.each([
    [{ q: 'ab' }, BackofficeErrors.SEARCH_TOO_SHORT],
    [{ q: 'a\u0000bc' }, BackofficeErrors.SEARCH_NOT_TEXT],
    [{ q: '\ud800abc' }, BackofficeErrors.SEARCH_NOT_TEXT],
    [{ q: 5 }, BackofficeErrors.SEARCH_NOT_TEXT],
    [{ status: 'paid' }, BackofficeErrors.STATUS_INVALID],
    [{ from: '2025-02-29' }, BackofficeErrors.FROM_INVALID],
    [{ to: 20250101 }, BackofficeErrors.TO_INVALID],
    [{ from: '2025-02-02', to: '2025-02-01' }, BackofficeErrors.DATES_REVERSED],
    [{ country: 'x'.repeat(101) }, BackofficeErrors.COUNTRY_INVALID],
    [{ amount: 1 }, BackofficeErrors.FILTER_UNKNOWN],
  ])('refuses the filter %j', (filter, expected) => {
    expect(code(() => parseTransactionFilter(filter))).toBe(expected);
  });
});

describe('the transactions window (range and the specification’s start/end)', () => {
  it.each([
    [5, 4],
    [0, 100],
    [-1, 5],
  ])('refuses the range [%p, %p]', (first, last) => {
    const range = JSON.stringify([first, last]);
    expect(code(() => parseRaListQuery(TRANSACTIONS, { range }))).toBe(
      BackofficeErrors.RANGE_INVALID,
    );
    expect(code(() => seedRange(TRANSACTIONS, { start: first + 1, end: last + 1 }))).toBe(
      BackofficeErrors.RANGE_INVALID,
    );
  });

  it.each(['[0.5,3]', '[1e300,1e300]', '[1]', 'abc'])(
    'refuses the range %s as malformed',
    (range) => {
      expect(code(() => parseRaListQuery(TRANSACTIONS, { range }))).toBe(
        BackofficeErrors.RANGE_FORMAT,
      );
    },
  );
});
