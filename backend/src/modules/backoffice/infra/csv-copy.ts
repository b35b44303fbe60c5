import { escapeLiteral } from 'pg';
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
