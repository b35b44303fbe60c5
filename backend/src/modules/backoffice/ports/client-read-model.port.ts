import type { ListPage, ListWindow, SortDirection } from '../domain/list-window';
import type { AdminMvmPayment } from '../domain/mvm-payment-filter';
import type { Client, ClientActivity, ClientSortField } from '../domain/transaction';

/** The client list (customers), read straight from the table. */
export abstract class ClientReadModel {
  abstract page(
    q: string | undefined,
    window: ListWindow,
    sort: { field: ClientSortField; direction: SortDirection },
  ): Promise<ListPage<Client>>;

  abstract byId(id: string): Promise<Client | null>;

  /** The client's newest `limit` orders and Mvm payments (by their e-mail), with the totals. */
  abstract activity(client: Client, limit: number): Promise<ClientActivity<AdminMvmPayment>>;
}
