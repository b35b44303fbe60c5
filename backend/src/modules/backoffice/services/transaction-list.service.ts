import { Injectable } from '@nestjs/common';
import type { ListPage, ListWindow, SortDirection } from '../domain/list-window';
import type { Transaction, TransactionSortField } from '../domain/transaction';
import type { TransactionFilter } from '../domain/transaction-filter';
import { TransactionReadModel } from '../ports/transaction-read-model.port';

export interface TransactionListRequest {
  /** Checked filters (list-filters.ts). */
  filter: TransactionFilter;
  /** Checked rows (ra-list-query.ts: `range` or the specification's start/end). */
  window: ListWindow;
  direction?: SortDirection;
  /** The column sorted by (Submitted Date unless asked otherwise). */
  field?: TransactionSortField;
}

/**
 * The admin transaction list behind both dialects (the specification's POST /topupTransaction and
 * react-admin's GET /transactions), newest first unless asked otherwise.
 */
@Injectable()
export class TransactionListService {
  constructor(private readonly transactions: TransactionReadModel) {}

  list(request: TransactionListRequest): Promise<ListPage<Transaction>> {
    return this.transactions.page(
      request.filter,
      request.window,
      request.direction ?? 'DESC',
      request.field ?? 'submitted',
    );
  }

  countries(): Promise<string[]> {
    return this.transactions.countries();
  }
}
