import type { Readable } from 'node:stream';
import { escapeLiteral, type Pool } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { DataSource } from 'typeorm';
import type { SqlParams } from './transaction-conditions';

/** ISO 8601 in UTC, as the lists answer dates. */
export const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

/**
 * `COPY (query) TO STDOUT` as CSV with a header row. COPY cannot take bind parameters, so the
 * filter's values are written into the statement as literals quoted by pg's escapeLiteral.
 * Placeholders are only ever ours ($n from SqlParams); the values were checked by the filter
 * parser before they get here. Text a person typed goes through the SQL function csv_safe in
 * the caller's select (a leading =, +, -, @, tab or CR gets a ' prefix).
 */
export function copyCsvSql(query: string, params: SqlParams): string {
  const inlined = query.replace(/\$(\d+)/g, (_m, n: string) => {
    const value = params.values[Number(n) - 1];
    if (typeof value !== 'string') throw new Error(`CSV filter value $${n} is not text`);
    return escapeLiteral(value);
  });
  return `COPY (${inlined}) TO STDOUT WITH (FORMAT csv, HEADER)`;
}

/**
 * Streams a COPY straight from PostgreSQL on a connection of its own from the pool: bytes go
 * from the database socket to the HTTP socket with backpressure, so memory stays flat whatever
 * the size. The connection goes back when the COPY ends; when the reader stops early (the
 * browser went away) it is closed instead, which ends the COPY on the server too.
 */
export async function openCopyStream(db: DataSource, sql: string): Promise<Readable> {
  const pool = (db.driver as unknown as { master: Pool }).master;
  const client = await pool.connect();
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
