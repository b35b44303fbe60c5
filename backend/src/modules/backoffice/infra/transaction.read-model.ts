import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ORDER_STATUS_WORDS, type OrderStatus } from '@modules/orders/services/order-statuses';
import type { ListPage, ListWindow, SortDirection } from '../domain/list-window';
import type { Transaction, TransactionSortField } from '../domain/transaction';
import type { TransactionFilter } from '../domain/transaction-filter';
import { TransactionReadModel } from '../ports/transaction-read-model.port';
import {
  customersMatchingSql,
  filterConditions,
  orderSearchTerms,
  rollupConditions,
  SqlParams,
  transactionConditions,
  whereClause,
} from './transaction-conditions';

export interface TransactionRow {
  id: string;
  email: string;
  telenumber: string;
  country: string;
  paid_cents: number;
  wholesale_cents: number | null;
  created_at: Date;
  completed_at: Date | null;
  status: OrderStatus;
}

/**
 * A search is counted up to this many matches: beyond, it is too broad to page through anyway
 * ("gmail" finds a fifth of all orders) and counting it exactly would cost a second. A search
 * that reaches it is broad (at least 1 % of a million orders): its pages walk the date index.
 */
export const SEARCH_COUNT_CAP = 10_000;

/**
 * How deep a broad search pages: its newest 1,000 matches, which is also the count it answers
 * (react-admin offers exactly the pages that exist). The walk reads the date index until it has
 * passed `offset` matches, so a page costs offset / (share of orders matching). Measured at a
 * million orders ("yahoo", a fifth of all, over HTTP on a loaded 2-core machine): offset 5,000
 * cost 130-350 ms and offset 9,990 230-390 ms, far over the 30 ms budget, while at offset 990
 * the walk reads ~5,000 index entries (~10 ms, same shape as the first page). Nobody reads a
 * thousand matches of "yahoo" page by page; narrowing the search (a status, dates, a country,
 * more of the address) is the way to older ones, and the CSV export has every match.
 */
export const BROAD_SEARCH_DEPTH = 1_000;

/**
 * How deep a list sorted by another column than the Submitted Date pages (and the count it
 * answers): OFFSET over that column's index, so a page costs its depth. Measured figures are in
 * docs/decisions.md#sorting-the-transaction-list; the date order pages the whole list.
 */
export const SORTED_DEPTH = 10_000;

/**
 * Each sort's ORDER BY columns, each backed by an index that ends the same way (migration
 * TransactionSorts, and TransactionSearch for country and status): ties by date, then id.
 * Completed Date puts the orders not completed last going down (the newest completed first),
 * first going up: one index (completed_at DESC NULLS LAST, id DESC) serves both directions.
 */
const SORT_COLUMNS: Record<TransactionSortField, string[]> = {
  submitted: ['o.created_at'],
  amount: ['(o.amount_cents + o.service_charge_cents)', 'o.created_at'],
  country: ['o.country', 'o.created_at'],
  completed: ['o.completed_at'],
  status: ['o.status', 'o.created_at'],
};

export const orderBy = (field: TransactionSortField, direction: SortDirection): string => {
  const dir = direction === 'DESC' ? 'DESC' : 'ASC';
  const nulls = field === 'completed' ? (dir === 'DESC' ? ' NULLS LAST' : ' NULLS FIRST') : '';
  const [first, ...rest] = [...SORT_COLUMNS[field], 'o.id'].map((c) => `${c} ${dir}`);
  return `ORDER BY ${[first + nulls, ...rest].join(', ')}`;
};

/** Where a page starts: its first row is row `skip` (0-based) of UTC day `day` in list order. */
interface Anchor {
  day: string;
  skip: number;
}

/** The list's columns as the database gives them; toTransaction shapes them. */
export const TRANSACTION_COLUMNS = `o.id, c.email, o.telenumber, o.country, o.amount_cents + o.service_charge_cents AS paid_cents,
  o.wholesale_cents, o.created_at, o.completed_at, o.status`;

export function toTransaction(row: TransactionRow): Transaction {
  return {
    id: row.id,
    user: { email: row.email },
    telenumber: row.telenumber,
    country: row.country,
    amount: row.paid_cents / 100,
    cost: row.wholesale_cents === null ? null : row.wholesale_cents / 100,
    submitted: row.created_at.toISOString(),
    completed: row.completed_at ? row.completed_at.toISOString() : null,
    status: row.status,
    transtatus: ORDER_STATUS_WORDS[row.status] ?? row.status,
  };
}

/**
 * The admin transaction list at a million orders within 30 ms a page
 * (docs/specification.md#speed-budgets).
 *
 * Without a search, the count comes from the daily rollup (a few hundred rows per filter) and a
 * page is found by seeking: the rollup says which day holds row `offset` and how many rows come
 * before that day, so the page query starts its index scan at that day and skips at most one
 * day's rows, never half the table. (Two statements: an order arriving in between moves a page
 * by a row, as with any paging of a growing list.)
 *
 * With a search, one statement counts the matches up to SEARCH_COUNT_CAP and pages them (see
 * searchPage); a search that reaches the cap is broad and pages its newest BROAD_SEARCH_DEPTH.
 */
@Injectable()
export class TransactionsQuery extends TransactionReadModel {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async page(
    filter: TransactionFilter,
    window: ListWindow,
    direction: SortDirection,
    field: TransactionSortField = 'submitted',
  ): Promise<ListPage<Transaction>> {
    if (filter.q) return this.searchPage(filter, window, direction, field);
    if (field !== 'submitted') return this.sortedPage(filter, window, direction, field);
    const { count, anchor } = await this.locate(filter, window.offset, direction);
    const rows = anchor ? await this.seekPage(filter, anchor, window.limit, direction) : [];
    return { count, rows: rows.map(toTransaction) };
  }

  async countries(): Promise<string[]> {
    // A skip scan over the (country, created_at) index: one probe per country, not per order.
    const rows: { country: string }[] = await this.db.query(
      `WITH RECURSIVE sent AS (
         (SELECT country FROM top_up_orders ORDER BY country LIMIT 1)
         UNION ALL
         SELECT (SELECT country FROM top_up_orders WHERE country > sent.country ORDER BY country LIMIT 1)
         FROM sent WHERE sent.country IS NOT NULL
       )
       SELECT country FROM sent WHERE country IS NOT NULL
       UNION SELECT operator_country FROM offers
       ORDER BY country`,
    );
    return rows.map((r) => r.country);
  }

  /**
   * A page sorted by another column: the count from the rollup (capped at SORTED_DEPTH), the
   * page by OFFSET over the column's index, only the ids carried while skipping.
   */
  private async sortedPage(
    filter: TransactionFilter,
    window: ListWindow,
    direction: SortDirection,
    field: TransactionSortField,
  ): Promise<ListPage<Transaction>> {
    const limit = Math.max(0, Math.min(window.limit, SORTED_DEPTH - window.offset));
    const params = new SqlParams();
    const where = whereClause(transactionConditions(filter, params));
    const order = orderBy(field, direction);
    const [{ count }, rows] = await Promise.all([
      this.locate(filter, 0, direction),
      limit
        ? (this.db.query(
            `WITH page AS MATERIALIZED (
               SELECT o.id FROM top_up_orders o ${where} ${order}
               OFFSET ${params.add(window.offset)} LIMIT ${params.add(limit)}
             )
             SELECT ${TRANSACTION_COLUMNS} FROM page p JOIN top_up_orders o ON o.id = p.id
               JOIN customers c ON c.id = o.customer_id
             ${order}`,
            params.values,
          ) as Promise<TransactionRow[]>)
        : Promise.resolve([]),
    ]);
    return { count: Math.min(count, SORTED_DEPTH), rows: rows.map(toTransaction) };
  }

  /**
   * From the rollup: how many orders the filters keep, and the day that holds row `offset` in
   * list order with the number of rows before that day (none when the offset is past the end).
   */
  private async locate(
    filter: TransactionFilter,
    offset: number,
    direction: SortDirection,
  ): Promise<{ count: number; anchor?: Anchor }> {
    const params = new SqlParams();
    const at = params.add(offset);
    const where = whereClause(rollupConditions(filter, params));
    const dir = direction === 'DESC' ? 'DESC' : 'ASC';
    const [row] = await this.db.query(
      `WITH days AS (
         SELECT day, sum(orders) AS n FROM order_daily_counts ${where}
         GROUP BY day HAVING sum(orders) > 0
       ), placed AS (
         SELECT day, n, sum(n) OVER (ORDER BY day ${dir}) - n AS before, sum(n) OVER () AS total
         FROM days
       )
       SELECT coalesce(max(total), 0)::int AS count,
         (array_agg(to_char(day, 'YYYY-MM-DD')) FILTER (WHERE before <= ${at} AND before + n > ${at}))[1] AS day,
         (array_agg(before) FILTER (WHERE before <= ${at} AND before + n > ${at}))[1]::int AS before
       FROM placed`,
      params.values,
    );
    const { count, day, before } = row as { count: number; day: string | null; before: number };
    return { count, anchor: day ? { day, skip: offset - before } : undefined };
  }

  /**
   * The page itself: the index scan starts at the anchor day and skips `skip` rows within that
   * day. Only (created_at, id) are read while skipping (an index-only scan); the rows are
   * fetched for the page alone.
   */
  private seekPage(
    filter: TransactionFilter,
    anchor: Anchor,
    limit: number,
    direction: SortDirection,
  ): Promise<TransactionRow[]> {
    const params = new SqlParams();
    const day = params.add(anchor.day);
    const desc = direction === 'DESC';
    const dir = desc ? 'DESC' : 'ASC';
    const fromAnchor = desc
      ? `o.created_at < (${day}::date + 1)::timestamp AT TIME ZONE 'UTC'`
      : `o.created_at >= ${day}::date::timestamp AT TIME ZONE 'UTC'`;
    const where = whereClause([...transactionConditions(filter, params), fromAnchor]);
    return this.db.query(
      `WITH page AS MATERIALIZED (
         SELECT o.id, o.created_at FROM top_up_orders o ${where}
         ORDER BY o.created_at ${dir}, o.id ${dir}
         OFFSET ${params.add(anchor.skip)} LIMIT ${params.add(limit)}
       )
       SELECT ${TRANSACTION_COLUMNS} FROM page p JOIN top_up_orders o ON o.id = p.id
         JOIN customers c ON c.id = o.customer_id
       ORDER BY o.created_at ${dir}, o.id ${dir}`,
      params.values,
    );
  }

  /**
   * A search page in one statement (one round trip, the customers' e-mails matched once):
   *  - `matched`: the customers whose e-mail contains the search (trigram index);
   *  - `found`: the matches counted up to SEARCH_COUNT_CAP: the matched customers' orders
   *    through the customer index (stopping at the cap), then the orders found by their own
   *    terms (id prefix, digits) whose customer is not matched, so nothing counts twice;
   *  - `page`: two branches, of which the count lets one run (a one-time filter: the other is
   *    never executed). Under the cap ('lookup'), every match is found through the indexes
   *    (`looked_up`, computed only when that branch reads it) and the page is a top-N sort of
   *    them, whatever its depth. `looked_up` is its own statement part because the planner, left
   *    to choose, may walk the date index instead and test every order against the terms: at ten
   *    million orders it guessed 3,034 matches for a receiver's eight digits (one real) and read
   *    every row to find them (8 s instead of 31 ms, docs/performance.md#ten-times-the-history).
   *    At the cap (a broad search), the date index is read in list order and each order checked
   *    against a hash of the matched customers (transaction-conditions.ts), its newest
   *    BROAD_SEARCH_DEPTH matches paged.
   * Only (id, created_at) are carried while skipping; the page's own rows are joined after.
   */
  private async searchPage(
    filter: TransactionFilter,
    window: ListWindow,
    direction: SortDirection,
    field: TransactionSortField,
  ): Promise<ListPage<Transaction>> {
    const q = filter.q!;
    const params = new SqlParams();
    const order = orderBy(field, direction);
    const cap = params.add(SEARCH_COUNT_CAP);
    const matched = 'SELECT id FROM matched';
    const filters = filterConditions(filter, params);
    const ownTerms = orderSearchTerms(q, params);
    const byOwnTerms = ownTerms.length
      ? `UNION ALL SELECT 1 FROM top_up_orders o ${whereClause([
          `(${ownTerms.join(' OR ')})`,
          `(o.customer_id IN (${matched})) IS NOT TRUE`,
          ...filters,
        ])}`
      : '';
    const walk = whereClause([
      ...transactionConditions(filter, params, 'walk', matched),
      `(SELECT n FROM found) >= ${cap}`,
    ]);
    const lookup = whereClause(transactionConditions(filter, params, 'lookup', matched));
    const offset = params.add(window.offset);
    const walkLimit = params.add(
      Math.max(0, Math.min(window.limit, BROAD_SEARCH_DEPTH - window.offset)),
    );
    const limit = params.add(window.limit);
    const rows: (TransactionRow & { matches: number })[] = await this.db.query(
      `WITH matched AS MATERIALIZED (${customersMatchingSql(q, params)}),
       found AS MATERIALIZED (
         SELECT count(*)::int AS n FROM (
           SELECT 1 FROM matched m JOIN top_up_orders o ON o.customer_id = m.id ${whereClause(filters)}
           ${byOwnTerms}
           LIMIT ${cap}
         ) x
       ),
       looked_up AS MATERIALIZED (
         SELECT o.id, o.created_at, o.amount_cents, o.service_charge_cents, o.country,
           o.completed_at, o.status
         FROM top_up_orders o ${lookup}
       ),
       page AS MATERIALIZED (
         (SELECT o.id, o.created_at FROM top_up_orders o ${walk}
            ${order} OFFSET ${offset} LIMIT ${walkLimit})
         UNION ALL
         (SELECT o.id, o.created_at FROM looked_up o WHERE (SELECT n FROM found) < ${cap}
            ${order} OFFSET ${offset} LIMIT ${limit})
       )
       SELECT f.n AS matches, ${TRANSACTION_COLUMNS}
       FROM found f LEFT JOIN (page p JOIN top_up_orders o ON o.id = p.id
         JOIN customers c ON c.id = o.customer_id) ON true
       ${order}`,
      params.values,
    );
    const matches = rows[0]?.matches ?? 0;
    const count = matches < SEARCH_COUNT_CAP ? matches : BROAD_SEARCH_DEPTH;
    return { count, rows: rows.filter((r) => r.id !== null).map(toTransaction) };
  }
}
