import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ListPage, ListWindow, SortDirection } from '../domain/list-window';
import { containsPattern, digitsOf, MIN_SEARCH_LENGTH } from '../domain/search-text';
import type { AdminMvmPayment } from '../domain/mvm-payment-filter';
import type { Client, ClientActivity, ClientSortField } from '../domain/transaction';
import { ClientReadModel } from '../ports/client-read-model.port';
import { MvmPaymentRow, toMvmPaymentView } from './mvm-payment.read-model';
import { SqlParams, whereClause } from './transaction-conditions';
import { toTransaction, TRANSACTION_COLUMNS, TransactionRow } from './transaction.read-model';

interface ClientRow {
  id: string;
  fullname: string;
  email: string;
  telephone: string;
  blocked_at?: Date | null;
  blocked_reason?: string | null;
  blocked_by?: string | null;
}

export const toClient = (row: ClientRow): Client => ({
  id: row.id,
  fullname: row.fullname,
  email: row.email,
  telephone: row.telephone,
  ...(row.blocked_at !== undefined && {
    blocked: row.blocked_at
      ? {
          at: new Date(row.blocked_at).toISOString(),
          reason: row.blocked_reason ?? '',
          by: row.blocked_by ?? '',
        }
      : null,
  }),
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
      `SELECT id, fullname, email, telephone, blocked_at, blocked_reason, blocked_by
       FROM customers WHERE id = $1`,
      [id],
    );
    return row ? toClient(row) : null;
  }

  /**
   * Orders by the customer index (customer_id, created_at DESC, id DESC); Mvm payments by the
   * payer's e-mail, lower-cased on both sides (index of migration ClientPageAndSorts).
   */
  async activity(client: Client, limit: number): Promise<ClientActivity<AdminMvmPayment>> {
    const byEmail = 'lower(p.payer_email) = lower($1)';
    const [orders, [{ orders_total }], payments, [{ payments_total }]] = await Promise.all([
      this.db.query(
        `SELECT ${TRANSACTION_COLUMNS} FROM top_up_orders o JOIN customers c ON c.id = o.customer_id
         WHERE o.customer_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT $2`,
        [client.id, limit],
      ) as Promise<TransactionRow[]>,
      this.db.query(
        'SELECT count(*)::int AS orders_total FROM top_up_orders WHERE customer_id = $1',
        [client.id],
      ),
      this.db.query(
        `SELECT p.* FROM mvm_payments p WHERE ${byEmail}
         ORDER BY p.created_at DESC, p.id DESC LIMIT $2`,
        [client.email, limit],
      ) as Promise<MvmPaymentRow[]>,
      this.db.query(`SELECT count(*)::int AS payments_total FROM mvm_payments p WHERE ${byEmail}`, [
        client.email,
      ]),
    ]);
    return {
      orders: orders.map(toTransaction),
      ordersTotal: orders_total,
      mvmPayments: payments.map(toMvmPaymentView),
      mvmPaymentsTotal: payments_total,
    };
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
