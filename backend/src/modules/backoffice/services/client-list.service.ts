import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { BackofficeErrors } from '../domain/backoffice.errors';
import type { ListPage, ListWindow, SortDirection } from '../domain/list-window';
import type { AdminMvmPayment } from '../domain/mvm-payment-filter';
import {
  CLIENT_PAGE_ROWS,
  type Client,
  type ClientActivity,
  type ClientSortField,
} from '../domain/transaction';
import { ClientReadModel } from '../ports/client-read-model.port';

export interface ClientListRequest {
  /** The checked search (list-filters.ts). */
  q?: string;
  /** Checked rows (ra-list-query.ts: `range` or the specification's start/end). */
  window: ListWindow;
  sort?: { field: ClientSortField; direction: SortDirection };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The client list behind both dialects (POST /getUsers and GET /clients), by name by default. */
@Injectable()
export class ClientListService {
  constructor(private readonly clients: ClientReadModel) {}

  list(request: ClientListRequest): Promise<ListPage<Client>> {
    return this.clients.page(
      request.q,
      request.window,
      request.sort ?? { field: 'fullname', direction: 'ASC' },
    );
  }

  async byId(id: string): Promise<Client> {
    if (!UUID.test(id)) throw new DomainError(BackofficeErrors.CLIENT_ID_INVALID);
    const client = await this.clients.byId(id.toLowerCase());
    if (!client) throw new DomainError(BackofficeErrors.CLIENT_NOT_FOUND);
    return client;
  }

  /** The client page's orders and Mvm payments, newest first (a read, not audited). */
  async activity(id: string): Promise<ClientActivity<AdminMvmPayment>> {
    return this.clients.activity(await this.byId(id), CLIENT_PAGE_ROWS);
  }
}
