// POST /api/user/getAllTransactionUser {start, end} (customer session + CSRF): one page of the
// customer's top-ups, newest first, with the total count. 401 -> /Login and 500 -> /Error500
// centrally (docs/specification.md#customer-errors).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { api } from '@/lib/api-client';
import type { PageRange } from './page-range';
import { usdAmountSchema } from './usd-amount';

export const topupTransactionSchema = z.object({
  id: z.union([z.string(), z.number()]),
  /** ISO timestamp. */
  submitted: z.string(),
  /** The recipient's number. */
  telenumber: z.string(),
  /** USD, total paid. */
  amount: usdAmountSchema,
  productid: z.string(),
  productName: z.nullish(z.string()),
  /** The recipient's operator. */
  operatorName: z.nullish(z.string()),
  /** PENDING_PAYMENT, PAID, SUBMITTED, COMPLETED, FAILED, REFUNDED or CANCELLED. */
  status: z.nullish(z.string()),
  /** What the recipient receives, as at checkout (e.g. '100 ETB'); null for older orders. */
  receives: z.nullish(z.string()),
  /** e.g. '30 days'. */
  validity: z.nullish(z.string()),
  /** A delivered PIN product's voucher (this list holds only the customer's own top-ups). */
  pin: z.optional(z.object({ code: z.string(), serial: z.nullish(z.string()) })),
  /** Late and still being tried (docs/specification.md#delayed-top-ups). */
  delayed: z.optional(z.boolean()),
  /** The operator's reference for a delivered top-up, when DT One gave one. */
  operatorReference: z.nullish(z.string()),
});
export type TopupTransaction = z.infer<typeof topupTransactionSchema>;

export const topupTransactionsSchema = z.object({
  count: z.number(),
  transactions: z.array(topupTransactionSchema),
});
export type TopupTransactions = z.infer<typeof topupTransactionsSchema>;

export async function getTopupTransactions(range: PageRange): Promise<TopupTransactions> {
  return topupTransactionsSchema.parse(await api.post('/api/user/getAllTransactionUser', range));
}

export const topupTransactionsQueryKey = (range: PageRange) =>
  ['orders', 'topups', range.start, range.end] as const;

export function useTopupTransactions(range: PageRange) {
  return useQuery({
    queryKey: topupTransactionsQueryKey(range),
    queryFn: () => getTopupTransactions(range),
    // The previous page stays on screen (and its count known) while the next one loads.
    placeholderData: keepPreviousData,
  });
}
