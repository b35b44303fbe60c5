// `npm run bench` (after run.ts): the admin transaction list at volume. For each filter, the
// first, middle and last page: p95 over repeated calls of the read model (target <= 30 ms,
// DECISIONS "Speed budgets") and PostgreSQL's own EXPLAIN ANALYZE execution time of each SQL
// statement the page needed. Needs a volume-seeded database:
//   createdb selam_volume && DATABASE_URL=…/selam_volume npm run migrate
//   DATABASE_URL=…/selam_volume npm run seed:volume -- --transactions 1000000
//   BENCH_DATABASE_URL=…/selam_volume npm run bench
// Through the query layer, not HTTP: the admin login is not on this branch yet.
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import type { TransactionFilter } from '../src/modules/backoffice/domain/transaction-filter';
import { TransactionsQuery } from '../src/modules/backoffice/infra/transactions.query';
import { benchDatabaseUrl, percentile, writeResult } from './bench-support';

const TARGET_MS = 30;
const RUNS = Number(process.env.BENCH_RUNS ?? 25);
const PAGE = 10;

interface Statement {
  sql: string;
  params: unknown[];
}

async function main(): Promise<void> {
  const db = await new DataSource(dataSourceOptions(benchDatabaseUrl())).initialize();
  // Records the statements a page runs, to EXPLAIN ANALYZE them afterwards.
  let recorded: Statement[] = [];
  const recording = new Proxy(db, {
    get: (target, prop) =>
      prop === 'query'
        ? (sql: string, params: unknown[] = []) => {
            recorded.push({ sql, params });
            return target.query(sql, params);
          }
        : Reflect.get(target, prop),
  });
  const query = new TransactionsQuery(recording);
  const [total] = await db.query('SELECT count(*)::int AS n FROM top_up_orders');
  const [sample] = await db.query(
    `SELECT o.id::text, o.telenumber, c.email FROM top_up_orders o JOIN customers c ON c.id = o.customer_id
     ORDER BY o.created_at DESC OFFSET 1234 LIMIT 1`,
  );
  const [{ day }] = await db.query(
    `SELECT to_char(max(created_at) AT TIME ZONE 'UTC' - interval '90 days', 'YYYY-MM-DD') AS day FROM top_up_orders`,
  );
  const filters: [string, TransactionFilter][] = [
    ['none', {}],
    ['status COMPLETED', { status: 'COMPLETED' }],
    ['status FAILED (rare)', { status: 'FAILED' }],
    ['country Ghana', { country: 'Ghana' }],
    ['from/to one month', { from: day, to: addDays(day, 30) }],
    [
      'status + country + dates',
      { status: 'COMPLETED', country: 'Kenya', from: day, to: addDays(day, 30) },
    ],
    ['q e-mail (one customer)', { q: sample.email.split('@')[0] }],
    ['q receiver number digits', { q: sample.telenumber.slice(-8) }],
    ['q transaction id prefix', { q: sample.id.slice(0, 8) }],
    ['q exact transaction id', { q: sample.id }],
    ['q broad ("yahoo", a fifth of all)', { q: 'yahoo' }],
  ];
  console.log(`Admin transaction list, ${total.n} orders, p95 of ${RUNS} runs, page of ${PAGE}:`);
  const results = [];
  let over = 0;
  for (const [name, filter] of filters) {
    const { count } = await query.page(filter, { offset: 0, limit: PAGE }, 'DESC');
    const lastOffset = Math.max(0, (Math.ceil(count / PAGE) - 1) * PAGE);
    const pages: [string, number][] = [
      ['first', 0],
      ['middle', Math.floor(count / PAGE / 2) * PAGE],
      ['last', lastOffset],
    ];
    for (const [where, offset] of pages) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = process.hrtime.bigint();
        await query.page(filter, { offset, limit: PAGE }, 'DESC');
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      recorded = [];
      await query.page(filter, { offset, limit: PAGE }, 'DESC');
      const explained = [];
      for (const s of recorded) {
        const plan = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${s.sql}`, s.params);
        const top = plan[0]['QUERY PLAN'][0];
        explained.push(Number((top['Planning Time'] + top['Execution Time']).toFixed(2)));
      }
      const p95 = percentile(times, 95);
      const ok = p95 <= TARGET_MS;
      if (!ok) over++;
      results.push({ filter: name, page: where, offset, count, p95Ms: p95, explainMs: explained });
      console.log(
        `  ${name.padEnd(36)} ${where.padEnd(6)} (offset ${String(offset).padStart(7)} of ${String(count).padStart(7)}): ` +
          `p95 ${p95.toFixed(1).padStart(6)} ms, EXPLAIN ANALYZE ${explained.map((t) => `${t} ms`).join(' + ')}` +
          ` [target <= ${TARGET_MS} ms: ${ok ? 'ok' : 'OVER'}]`,
      );
    }
  }
  writeResult('admin-transactions', { orders: total.n, runs: RUNS, targetMs: TARGET_MS, results });
  await db.destroy();
  console.log(over ? `${over} page(s) over the budget.` : 'Every page within the budget.');
  process.exitCode = over ? 1 : 0;
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

void main();
