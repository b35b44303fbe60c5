// POST /api/user/getAllCallTransactionUser {start, end} (customer session + CSRF): one page of
// the customer's international calls (made in the Android app), with the total count.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { api } from '@/lib/api-client';
import type { PageRange } from './page-range';
import { usdAmountSchema } from './usd-amount';

export const callTransactionSchema = z.object({
  Id: z.union([z.string(), z.number()]),
  /** USD. */
  Amount: usdAmountSchema,
  /** ISO timestamp. */
  completed: z.string(),
});
export type CallTransaction = z.infer<typeof callTransactionSchema>;

export const callTransactionsSchema = z.object({
  count: z.number(),
  transactions: z.array(callTransactionSchema),
});
export type CallTransactions = z.infer<typeof callTransactionsSchema>;

export async function getCallTransactions(range: PageRange): Promise<CallTransactions> {
  return callTransactionsSchema.parse(await api.post('/api/user/getAllCallTransactionUser', range));
}

export const callTransactionsQueryKey = (range: PageRange) =>
  ['orders', 'calls', range.start, range.end] as const;

export function useCallTransactions(range: PageRange) {
  return useQuery({
    queryKey: callTransactionsQueryKey(range),
    queryFn: () => getCallTransactions(range),
    placeholderData: keepPreviousData,
  });
}
