// Fake history answers for the orders tests: `count` rows, newest first, sliced by {start, end}.
import type { PageRange } from '../api/page-range';

export function topupRows(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: `tx-${count - index}`,
    submitted: new Date(Date.UTC(2025, 0, 31, 12, 0) - index * 3_600_000).toISOString(),
    telenumber: '+255754123456',
    amount: 1.53,
    productid: 'tz-voda-2000',
    productName: '2,000 TZS',
    operatorName: 'Vodacom Tanzania',
    status: 'COMPLETED',
    receives: '2,000 TZS',
    validity: '30 days',
  }));
}

export function callRows(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    Id: count - index,
    Amount: 0.25,
    completed: new Date(Date.UTC(2025, 0, 31, 12, 0) - index * 3_600_000).toISOString(),
  }));
}

/** The answer of a history endpoint for one requested range. */
export function pageOf<T>(rows: T[], body: unknown) {
  const { start, end } = body as PageRange;
  return { count: rows.length, transactions: rows.slice(start - 1, end) };
}
