import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import { BackofficeErrors } from '../domain/backoffice.errors';
import { ListPage, SortDirection, windowOf } from '../domain/list-window';
import { searchText } from '../domain/search-text';
import type { Client, ClientSortField } from '../domain/transaction';
import { ClientReadModel } from '../ports/client-read-model';

export interface ClientListRequest {
  q?: unknown;
  /** Filter fields other than q that the caller sent: refused, not ignored. */
  unknownFilters?: string[];
  /** First and last row wanted, 0-based, both included. */
  first: number;
  last: number;
  sort?: { field: ClientSortField; direction: SortDirection };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The client list behind both dialects (POST /getUsers and GET /clients). */
@Injectable()
export class ClientListService {
  constructor(private readonly clients: ClientReadModel) {}

  list(request: ClientListRequest): Promise<ListPage<Client>> {
    if (request.unknownFilters?.length)
      throw new DomainError(BackofficeErrors.CLIENT_FILTER_UNKNOWN);
    return this.clients.page(
      searchText(request.q),
      windowOf(request.first, request.last),
      request.sort ?? { field: 'fullname', direction: 'ASC' },
    );
  }

  async byId(id: string): Promise<Client> {
    if (!UUID.test(id)) throw new DomainError(BackofficeErrors.CLIENT_ID_INVALID);
    const client = await this.clients.byId(id.toLowerCase());
    if (!client) throw new DomainError(BackofficeErrors.CLIENT_NOT_FOUND);
    return client;
  }
}
