import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { escapeLiteral, type Pool } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { DataSource } from 'typeorm';
import { ORDER_STATUS_WORDS } from '../../orders/services/order-statuses';
import type { TransactionFilter } from '../domain/transaction-filter';
import { TransactionCsvSource } from '../ports/transaction-csv-source';
import { SqlParams, transactionConditions, whereClause } from './transaction-conditions';

const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

const STATUS_WORDS_SQL = `CASE o.status ${Object.entries(ORDER_STATUS_WORDS)
  .map(([code, words]) => `WHEN ${escapeLiteral(code)} THEN ${escapeLiteral(words)}`)
  .join(' ')} ELSE o.status END`;

/**
 * The list's columns, one CSV row per order. Text a person typed goes through csv_safe (a
 * leading =, +, -, @, tab or CR gets a ' prefix) so a spreadsheet never runs it as a formula.
 */
const CSV_SELECT = `SELECT
    csv_safe(o.id::text) AS "Transaction ID",
    csv_safe(c.email) AS "Sender Email",
    csv_safe(o.telenumber) AS "Receiver Mobile Number",
    csv_safe(o.country) AS "Country",
    to_char((o.amount_cents + o.service_charge_cents) / 100.0, 'FM9999999990.00') AS "Amount USD",
    to_char(o.created_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS "Submitted Date",
    coalesce(to_char(o.completed_at AT TIME ZONE 'UTC', ${ISO_UTC}), 'Not complete') AS "Completed Date",
    ${STATUS_WORDS_SQL} AS "Transaction Status"
  FROM top_up_orders o JOIN customers c ON c.id = o.customer_id`;

/**
 * COPY cannot take bind parameters, so the filter's values are written into the statement as
 * literals quoted by pg's escapeLiteral. Placeholders are only ever ours ($n from SqlParams);
 * the values were checked by the filter parser before they get here.
 */
export function transactionsCsvSql(filter: TransactionFilter): string {
  const params = new SqlParams();
  const where = whereClause(transactionConditions(filter, params));
  const query = `${CSV_SELECT} ${where} ORDER BY o.created_at DESC, o.id DESC`;
  const inlined = query.replace(/\$(\d+)/g, (_m, n: string) => {
    const value = params.values[Number(n) - 1];
    if (typeof value !== 'string') throw new Error(`CSV filter value $${n} is not text`);
    return escapeLiteral(value);
  });
  return `COPY (${inlined}) TO STDOUT WITH (FORMAT csv, HEADER)`;
}

/**
 * Streams the CSV straight from PostgreSQL on a connection of its own from the pool: bytes go
 * from the database socket to the HTTP socket with backpressure, so memory stays flat whatever
 * the size. The connection goes back when the COPY ends; when the reader stops early (the
 * browser went away) it is closed instead, which ends the COPY on the server too.
 */
@Injectable()
export class TransactionsCsvCopy extends TransactionCsvSource {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  private get pool(): Pool {
    return (this.db.driver as unknown as { master: Pool }).master;
  }

  async open(filter: TransactionFilter): Promise<Readable> {
    const sql = transactionsCsvSql(filter);
    const client = await this.pool.connect();
    let released = false;
    const release = (broken: boolean) => {
      if (released) return;
      released = true;
      client.release(broken ? new Error('CSV export stopped before its end') : undefined);
    };
    try {
      const stream = client.query(copyTo(sql));
      stream.once('end', () => release(false));
      stream.once('error', () => release(true));
      stream.once('close', () => release(true));
      return stream;
    } catch (err) {
      release(true);
      throw err;
    }
  }
}
