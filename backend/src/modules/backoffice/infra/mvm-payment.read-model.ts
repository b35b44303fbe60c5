import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { escapeLiteral } from 'pg';
import type { DataSource } from 'typeorm';
import {
  MVM_PAYMENT_STATUS_WORDS,
  MVM_PROVIDER_WORDS,
} from '@modules/mvm/services/mvm-payment-vocabulary';
import type { ListPage, ListWindow, SortDirection } from '../domain/list-window';
import type {
  AdminMvmPayment,
  MvmPaymentFilter,
  MvmPaymentSortField,
} from '../domain/mvm-payment-filter';
import { containsPattern, uuidPrefixRange } from '../domain/search-text';
import { MvmPaymentReadModel } from '../ports/mvm-payment-read-model.port';
import { copyCsvSql, ISO_UTC } from './csv-copy';
import { CsvExportConnections } from './csv-export-connections';
import { SqlParams, whereClause } from './transaction-conditions';

export interface MvmPaymentRow {
  id: string;
  status: string;
  provider: string;
  kind: string;
  course: string | null;
  payer_name: string;
  payer_email: string | null;
  description: string;
  amount_cents: number;
  provider_order_id: string | null;
  provider_ref: string | null;
  failure_reason: string | null;
  created_at: Date;
  paid_at: Date | null;
}

export const toMvmPaymentView = (r: MvmPaymentRow): AdminMvmPayment => ({
  id: r.id,
  status: r.status,
  provider: r.provider,
  kind: r.kind,
  course: r.course,
  payerName: r.payer_name,
  payerEmail: r.payer_email,
  description: r.description,
  amountUsd: (r.amount_cents / 100).toFixed(2),
  providerOrderId: r.provider_order_id,
  providerRef: r.provider_ref,
  failureReason: r.failure_reason,
  createdAt: r.created_at.toISOString(),
  paidAt: r.paid_at ? r.paid_at.toISOString() : null,
});

/** The search's text, exactly as the trigram index of migration MvmPayments has it. */
const SEARCH_TEXT = `lower(p.payer_name || ' ' || p.description || ' ' || coalesce(p.provider_ref, '') || ' '
        || coalesce(p.provider_order_id, ''))`;

const SORT_COLUMNS: Record<MvmPaymentSortField, string> = {
  createdAt: 'p.created_at',
  amountUsd: 'p.amount_cents',
  payerName: 'p.payer_name',
};

/** The filters as WHERE conditions on `mvm_payments p`, for the list and the CSV alike. */
function conditions(filter: MvmPaymentFilter, params: SqlParams): string[] {
  const where: string[] = [];
  if (filter.q) {
    const terms = [`${SEARCH_TEXT} LIKE ${params.add(containsPattern(filter.q.toLowerCase()))}`];
    const range = uuidPrefixRange(filter.q);
    if (range)
      terms.push(`p.id BETWEEN ${params.add(range.low)}::uuid AND ${params.add(range.high)}::uuid`);
    where.push(`(${terms.join(' OR ')})`);
  }
  if (filter.status) where.push(`p.status = ${params.add(filter.status)}`);
  if (filter.provider) where.push(`p.provider = ${params.add(filter.provider)}`);
  if (filter.from)
    where.push(`p.created_at >= ${params.add(filter.from)}::date::timestamp AT TIME ZONE 'UTC'`);
  if (filter.to)
    where.push(`p.created_at < (${params.add(filter.to)}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
  return where;
}

/** A column's codes as the words the back office shows (as the transactions CSV does). */
const wordsSql = (column: string, words: Readonly<Record<string, string>>) =>
  `CASE ${column} ${Object.entries(words)
    .map(([code, word]) => `WHEN ${escapeLiteral(code)} THEN ${escapeLiteral(word)}`)
    .join(' ')} ELSE ${column} END`;

/**
 * The CSV's columns: the list's, text a person typed through csv_safe (a leading =, +, -, @,
 * tab, CR, full-width ＝ ＋ － ＠ or zero-width character gets a ' prefix) so a spreadsheet never
 * runs it as a formula; a missing value is an empty cell.
 */
const CSV_SELECT = `SELECT
    p.id::text AS "Transaction ID",
    ${wordsSql('p.status', MVM_PAYMENT_STATUS_WORDS)} AS "Status",
    ${wordsSql('p.provider', MVM_PROVIDER_WORDS)} AS "Provider",
    ${wordsSql('p.kind', { course: 'Course', project: 'Project' })} AS "Kind",
    csv_safe(p.course) AS "Course or Project",
    csv_safe(p.payer_name) AS "Payer Name",
    csv_safe(p.payer_email) AS "Payer Email",
    csv_safe(p.description) AS "Description",
    to_char(p.amount_cents / 100.0, 'FM9999999990.00') AS "Amount USD",
    csv_safe(p.provider_order_id) AS "Provider Order",
    csv_safe(p.provider_ref) AS "Provider Reference",
    to_char(p.created_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS "Created Date",
    to_char(p.paid_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS "Paid Date"
  FROM mvm_payments p`;

/** Mvm payments for the back office: a page with its count, and the CSV (COPY, streamed). */
@Injectable()
export class MvmPaymentsQuery extends MvmPaymentReadModel {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly exports: CsvExportConnections,
  ) {
    super();
  }

  async page(
    filter: MvmPaymentFilter,
    window: ListWindow,
    sort: { field: MvmPaymentSortField; order: SortDirection },
  ): Promise<ListPage<AdminMvmPayment>> {
    const params = new SqlParams();
    const where = whereClause(conditions(filter, params));
    const dir = sort.order === 'ASC' ? 'ASC' : 'DESC';
    const rows: (MvmPaymentRow & { total: number })[] = await this.db.query(
      `WITH matching AS MATERIALIZED (SELECT p.* FROM mvm_payments p ${where})
       SELECT (SELECT count(*)::int FROM matching) AS total, page.*
       FROM (SELECT 1) one LEFT JOIN LATERAL (
         SELECT * FROM matching ORDER BY ${SORT_COLUMNS[sort.field].replace('p.', '')} ${dir}, id ${dir}
         OFFSET ${params.add(window.offset)} LIMIT ${params.add(window.limit)}
       ) page ON true`,
      params.values,
    );
    const count = rows[0]?.total ?? 0;
    return { count, rows: rows.filter((r) => r.id !== null).map(toMvmPaymentView) };
  }

  async one(id: string): Promise<AdminMvmPayment | null> {
    const rows: MvmPaymentRow[] = await this.db.query(`SELECT * FROM mvm_payments WHERE id = $1`, [
      id,
    ]);
    return rows[0] ? toMvmPaymentView(rows[0]) : null;
  }

  csv(filter: MvmPaymentFilter): Promise<Readable | null> {
    const params = new SqlParams();
    const where = whereClause(conditions(filter, params));
    const sql = copyCsvSql(`${CSV_SELECT} ${where} ORDER BY p.created_at DESC, p.id DESC`, params);
    return this.exports.copy(sql);
  }
}
