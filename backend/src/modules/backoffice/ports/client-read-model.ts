import type { ListPage, ListWindow, SortDirection } from '../domain/list-window';
import type { Client, ClientSortField } from '../domain/transaction';

/** The client list (customers), read straight from the table. */
export abstract class ClientReadModel {
  abstract page(
    q: string | undefined,
    window: ListWindow,
    sort: { field: ClientSortField; direction: SortDirection },
  ): Promise<ListPage<Client>>;

  abstract byId(id: string): Promise<Client | null>;
}
