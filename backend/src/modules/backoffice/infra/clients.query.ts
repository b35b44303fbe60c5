import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ListPage, ListWindow, SortDirection } from '../domain/list-window';
import { containsPattern, digitsOf, MIN_SEARCH_LENGTH } from '../domain/search-text';
import type { Client, ClientSortField } from '../domain/transaction';
import { ClientReadModel } from '../ports/client-read-model';
import { SqlParams, whereClause } from './transaction-conditions';

interface ClientRow {
  id: string;
  fullname: string;
  email: string;
  telephone: string;
}

export const toClient = (row: ClientRow): Client => ({
  id: row.id,
  fullname: row.fullname,
  email: row.email,
  telephone: row.telephone,
});

/** Sort columns by name: the only way a sort field reaches the SQL text. */
const SORT_COLUMNS: Record<ClientSortField, string> = { fullname: 'fullname', email: 'email' };

/**
 * Customers for the back office. The search (name, e-mail, telephone digits) is backed by
 * trigram indexes; sorting by name or e-mail by btrees, with the id as the tie-breaker.
 */
@Injectable()
export class ClientsQuery extends ClientReadModel {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async page(
    q: string | undefined,
    window: ListWindow,
    sort: { field: ClientSortField; direction: SortDirection },
  ): Promise<ListPage<Client>> {
    const params = new SqlParams();
    const where = whereClause(q ? [searchCondition(q, params)] : []);
    const column = SORT_COLUMNS[sort.field];
    const dir = sort.direction === 'DESC' ? 'DESC' : 'ASC';
    const countParams = [...params.values];
    const [[{ count }], rows] = await Promise.all([
      this.db.query(`SELECT count(*)::int AS count FROM customers ${where}`, countParams),
      this.db.query(
        `SELECT id, fullname, email, telephone FROM customers ${where}
         ORDER BY ${column} ${dir}, id ${dir}
         OFFSET ${params.add(window.offset)} LIMIT ${params.add(window.limit)}`,
        params.values,
      ),
    ]);
    return { count, rows: (rows as ClientRow[]).map(toClient) };
  }

  async byId(id: string): Promise<Client | null> {
    const [row] = await this.db.query(
      'SELECT id, fullname, email, telephone FROM customers WHERE id = $1',
      [id],
    );
    return row ? toClient(row) : null;
  }
}

function searchCondition(q: string, params: SqlParams): string {
  const text = params.add(containsPattern(q));
  const conditions = [`fullname ILIKE ${text}`, `email LIKE lower(${text})`];
  const digits = digitsOf(q);
  if (digits.length >= MIN_SEARCH_LENGTH)
    conditions.push(`digits_only(telephone) LIKE ${params.add(containsPattern(digits))}`);
  return `(${conditions.join(' OR ')})`;
}
