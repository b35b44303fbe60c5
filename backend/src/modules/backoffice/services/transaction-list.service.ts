import { Injectable } from '@nestjs/common';
import { ListPage, SortDirection, windowOf } from '../domain/list-window';
import type { Transaction } from '../domain/transaction';
import { TransactionReadModel } from '../ports/transaction-read-model';
import { parseTransactionFilter } from './transaction-filter.parser';

export interface TransactionListRequest {
  /** Filters as the caller sent them (body fields, react-admin's filter JSON). */
  filter: Record<string, unknown>;
  /** First and last row wanted, 0-based, both included. */
  first: number;
  last: number;
  direction?: SortDirection;
}

/**
 * The admin transaction list behind both dialects (the seed's POST /topupTransaction and
 * react-admin's GET /transactions): checks the filter and the range once, for both.
 */
@Injectable()
export class TransactionListService {
  constructor(private readonly transactions: TransactionReadModel) {}

  list(request: TransactionListRequest): Promise<ListPage<Transaction>> {
    const filter = parseTransactionFilter(request.filter);
    const window = windowOf(request.first, request.last);
    return this.transactions.page(filter, window, request.direction ?? 'DESC');
  }

  countries(): Promise<string[]> {
    return this.transactions.countries();
  }
}
