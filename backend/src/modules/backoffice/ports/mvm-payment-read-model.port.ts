import type { Readable } from 'node:stream';
import type { ListPage, ListWindow, SortDirection } from '../domain/list-window';
import type {
  AdminMvmPayment,
  MvmPaymentFilter,
  MvmPaymentSortField,
} from '../domain/mvm-payment-filter';

/** The admin Mvm payment list and its CSV, read straight from mvm_payments. */
export abstract class MvmPaymentReadModel {
  abstract page(
    filter: MvmPaymentFilter,
    window: ListWindow,
    sort: { field: MvmPaymentSortField; order: SortDirection },
  ): Promise<ListPage<AdminMvmPayment>>;

  /** One payment (the read-only show page); null when unknown. */
  abstract one(id: string): Promise<AdminMvmPayment | null>;

  /**
   * The filtered payments as CSV bytes, streamed (holds an export connection until it ends);
   * null when as many exports as allowed are already running.
   */
  abstract csv(filter: MvmPaymentFilter): Promise<Readable | null>;
}
