import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { escapeLiteral } from 'pg';
import { ORDER_STATUS_WORDS } from '@modules/orders/services/order-statuses';
import type { TransactionFilter } from '../domain/transaction-filter';
import { TransactionCsvSource } from '../ports/transaction-csv-source.port';
import { copyCsvSql, ISO_UTC } from './csv-copy';
import { CsvExportConnections } from './csv-export-connections';
import { SqlParams, transactionConditions, whereClause } from './transaction-conditions';

const STATUS_WORDS_SQL = `CASE o.status ${Object.entries(ORDER_STATUS_WORDS)
  .map(([code, words]) => `WHEN ${escapeLiteral(code)} THEN ${escapeLiteral(words)}`)
  .join(' ')} ELSE o.status END`;

/**
 * The list's columns, one CSV row per order. Text a person typed goes through csv_safe (a
 * leading =, +, -, @, tab, CR, full-width ＝ ＋ － ＠ or zero-width character gets a ' prefix) so a
 * spreadsheet never runs it as a formula.
 */
const CSV_SELECT = `SELECT
    csv_safe(o.id::text) AS "Transaction ID",
    csv_safe(c.email) AS "Sender Email",
    csv_safe(o.telenumber) AS "Receiver Mobile Number",
    csv_safe(o.country) AS "Country",
    to_char((o.amount_cents + o.service_charge_cents) / 100.0, 'FM9999999990.00') AS "Amount USD",
    coalesce(to_char(o.wholesale_cents / 100.0, 'FM9999999990.00'), '') AS "DT One Cost USD",
    to_char(o.created_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS "Submitted Date",
    coalesce(to_char(o.completed_at AT TIME ZONE 'UTC', ${ISO_UTC}), 'Not complete') AS "Completed Date",
    ${STATUS_WORDS_SQL} AS "Transaction Status"
  FROM top_up_orders o JOIN customers c ON c.id = o.customer_id`;

/** The COPY statement of the filtered transactions (csv-copy.ts inlines the filter's values). */
export function transactionsCsvSql(filter: TransactionFilter): string {
  const params = new SqlParams();
  const where = whereClause(transactionConditions(filter, params));
  return copyCsvSql(`${CSV_SELECT} ${where} ORDER BY o.created_at DESC, o.id DESC`, params);
}

/** Streams the CSV straight from PostgreSQL (csv-export-connections.ts: constant memory). */
@Injectable()
export class TransactionsCsvCopy extends TransactionCsvSource {
  constructor(private readonly exports: CsvExportConnections) {
    super();
  }

  open(filter: TransactionFilter): Promise<Readable | null> {
    return this.exports.copy(transactionsCsvSql(filter));
  }
}
