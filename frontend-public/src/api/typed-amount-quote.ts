// GET /api/product/quote?productId&amount (public): what an amount typed for a ranged offer
// brings and costs, before payment (docs/specification.md#ranged-products). The home
// form and /Payment both show it; checkout charges exactly its total.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/v4-mini';
import { api } from '@/lib/api-client';
import { checkedAnswer } from '@/lib/checked-answer';
import type { Offer } from './offer';
import type { typedAmountQuoteSchema } from './schemas';
import { t } from '@/i18n/i18n';
import { formatUsd } from '@/lib/money';

export type TypedAmountQuote = z.infer<typeof typedAmountQuoteSchema>;

export async function getTypedAmountQuote(
  productId: string,
  amount: string,
): Promise<TypedAmountQuote> {
  const query = new URLSearchParams({ productId, amount });
  return checkedAnswer(
    api.get(`/api/product/quote?${query}`, { handle: [400] }),
    import('./schemas').then((m) => m.typedAmountQuoteSchema),
  );
}

/** Plain dollars and cents ('12', '12.5', '12.50'): what the server takes. */
const DOLLARS = /^\d{1,7}(\.\d{1,2})?$/;

/** Why a typed amount cannot be sent for `offer`, in the customer's words; null when it can. */
export function typedAmountProblem(offer: Offer, typed: string): string | null {
  const range = offer.range;
  if (!range) return null;
  const between = t('typed.between', { min: formatUsd(range.min), max: formatUsd(range.max) });
  if (!typed.trim()) return between;
  if (!DOLLARS.test(typed.trim())) return t('typed.dollarsAndCents');
  const value = Number(typed);
  return value < range.min || value > range.max ? between : null;
}

/** The quote of a valid typed amount; nothing is asked while the amount is not valid. */
export function useTypedAmountQuote(offer: Offer | undefined, typed: string) {
  const valid = Boolean(offer?.range) && offer !== undefined && !typedAmountProblem(offer, typed);
  return useQuery({
    queryKey: ['catalog', 'quote', offer?.productId ?? '', typed.trim()],
    queryFn: () => getTypedAmountQuote(offer!.productId, typed.trim()),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
}
