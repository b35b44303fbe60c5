import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `csv_safe` also defuses cells that start with a full-width look-alike of a formula sign (＝ ＋
 * － ＠, which some spreadsheets read as = + - @) or with an invisible zero-width character
 * (U+200B, U+200C, U+200D, U+2060, U+FEFF) that a spreadsheet may drop before reading the formula
 * behind it. Such a cell gets the same ' prefix as one starting with =, +, -, @, tab or CR.
 */
const LEADING_FORMULA_SIGNS = [
  '=',
  '+',
  '-',
  '@',
  String.raw`\t`,
  String.raw`\r`,
  String.raw`\uFF1D`,
  String.raw`\uFF0B`,
  String.raw`\uFF0D`,
  String.raw`\uFF20`,
  String.raw`\u200B`,
  String.raw`\u200C`,
  String.raw`\u200D`,
  String.raw`\u2060`,
  String.raw`\uFEFF`,
];

const csvSafe = (signs: string[]) => `CREATE OR REPLACE FUNCTION csv_safe(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN left($1, 1) IN (${signs.map((s) => `E'${s}'`).join(', ')}) THEN '''' || $1 ELSE $1 END`;

export class CsvSafeLookalikes1764720000000 implements MigrationInterface {
  name = 'CsvSafeLookalikes1764720000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(csvSafe(LEADING_FORMULA_SIGNS));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(csvSafe(LEADING_FORMULA_SIGNS.slice(0, 6)));
  }
}
