import {
  containsPattern,
  digitsOf,
  MIN_SEARCH_LENGTH,
  uuidPrefixRange,
} from '../domain/search-text';
import type { TransactionFilter } from '../domain/transaction-filter';

/** Collects bind parameters and answers their placeholders ($1, $2…). */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A receiver number as an admin types it: digits with the usual separators. */
const LOOKS_LIKE_NUMBER = /^[+\d\s\-().]+$/;

/**
 * The WHERE conditions of the transaction filters on `top_up_orders o`, shared by the list and
 * the CSV export. Each one is backed by an index (migrations TransactionSearch and
 * SearchAtTenMillion): the search by the primary key (id prefix as a range), the receiver's
 * digits (runs of six for a search of six digits or more, trigrams for shorter ones) and
 * trigrams on the customer's e-mail; status, country and dates by btrees that end in
 * (created_at, id).
 */
export function transactionConditions(
  filter: TransactionFilter,
  params: SqlParams,
  plan: SearchPlan = 'lookup',
  matchingCustomers?: string,
): string[] {
  const where: string[] = [];
  if (filter.q) where.push(searchMatches(filter.q, params, plan, matchingCustomers));
  where.push(...filterConditions(filter, params));
  return where;
}

/** Every filter but the search. */
export function filterConditions(filter: TransactionFilter, params: SqlParams): string[] {
  const where: string[] = [];
  if (filter.status) where.push(`o.status = ${params.add(filter.status)}`);
  if (filter.country) where.push(`o.country = ${params.add(filter.country)}`);
  if (filter.from)
    where.push(`o.created_at >= ${params.add(filter.from)}::date::timestamp AT TIME ZONE 'UTC'`);
  if (filter.to)
    where.push(`o.created_at < (${params.add(filter.to)}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
  return where;
}

/** The same filters on the daily rollup (every filter but the search has a column there). */
export function rollupConditions(filter: TransactionFilter, params: SqlParams): string[] {
  const where: string[] = [];
  if (filter.status) where.push(`status = ${params.add(filter.status)}`);
  if (filter.country) where.push(`country = ${params.add(filter.country)}`);
  if (filter.from) where.push(`day >= ${params.add(filter.from)}::date`);
  if (filter.to) where.push(`day <= ${params.add(filter.to)}::date`);
  return where;
}

/**
 * How a search is run. 'lookup' (the usual, few matches): one OR of index-backed terms, so
 * PostgreSQL combines their bitmaps (BitmapOr) and reads only the matches; the e-mail term first
 * finds the (few) customers, then their orders by customer id. 'walk' (a broad search, such as
 * "yahoo" that finds a fifth of all orders): the list's date index is read in order and each
 * order checked against a hash of the matching customers, so a page stops after its rows instead
 * of collecting and sorting every match.
 *
 * The walk's term is wrapped in `IS TRUE` (same meaning in a WHERE): a bare `IN (subquery)` at
 * the top of the WHERE is turned into a semi-join by the planner, which then probed the
 * customers' primary key and re-tested the e-mail once per order walked (13 µs each: 130 ms at
 * offset 990 of "yahoo"); under IS TRUE it stays a hashed SubPlan, built once per query.
 */
export type SearchPlan = 'lookup' | 'walk';

/** The ids of the customers whose e-mail contains the search (stored lower-case). */
export const customersMatchingSql = (q: string, params: SqlParams): string =>
  `SELECT id FROM customers WHERE email LIKE ${params.add(containsPattern(q.toLowerCase()))}`;

/**
 * The search's terms on the order itself: the id prefix (a range of the primary key) and the
 * receiver's digits, when the text can be one. Empty for most e-mail searches.
 */
export function orderSearchTerms(q: string, params: SqlParams): string[] {
  const terms: string[] = [];
  const range = uuidPrefixRange(q);
  if (range)
    terms.push(`o.id BETWEEN ${params.add(range.low)}::uuid AND ${params.add(range.high)}::uuid`);
  const digits = digitsOf(q);
  if (LOOKS_LIKE_NUMBER.test(q) && digits.length >= MIN_SEARCH_LENGTH) {
    const contains = `digits_only(o.telenumber) LIKE ${params.add(containsPattern(digits))}`;
    terms.push(
      digits.length >= DIGIT_GRAM
        ? `(digit_grams(o.telenumber) @> digit_grams(${params.add(digits)}) AND ${contains})`
        : contains,
    );
  }
  return terms;
}

/**
 * A search as long as the runs migration SearchAtTenMillion indexes takes them: digit_grams() cuts
 * the search the same way in the database, so each number containing it has every run.
 */
const DIGIT_GRAM = 6;

/**
 * The search as one condition: the order's own terms OR its customer among the matching ones.
 * `matchingCustomers` is a query of their ids (a CTE of the caller's statement); without it the
 * customers are matched inside the condition.
 */
function searchMatches(
  q: string,
  params: SqlParams,
  plan: SearchPlan,
  matchingCustomers?: string,
): string {
  const terms = orderSearchTerms(q, params);
  const customers = matchingCustomers ?? customersMatchingSql(q, params);
  terms.push(
    plan === 'walk'
      ? `o.customer_id IN (${customers})`
      : `o.customer_id = ANY (ARRAY(${customers}))`,
  );
  const any = `(${terms.join(' OR ')})`;
  return plan === 'walk' ? `(${any} IS TRUE)` : any;
}

export const whereClause = (conditions: string[]): string =>
  conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
