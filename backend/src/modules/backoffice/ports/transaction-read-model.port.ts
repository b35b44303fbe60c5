import type { ListPage, ListWindow, SortDirection } from '../domain/list-window';
import type { Transaction, TransactionSortField } from '../domain/transaction';
import type { TransactionFilter } from '../domain/transaction-filter';

/** The admin transaction list, read straight from the orders tables. */
export abstract class TransactionReadModel {
  abstract page(
    filter: TransactionFilter,
    window: ListWindow,
    direction: SortDirection,
    field?: TransactionSortField,
  ): Promise<ListPage<Transaction>>;

  /** Country names for the filter: the catalogue's and those orders were sent to. */
  abstract countries(): Promise<string[]>;
}
