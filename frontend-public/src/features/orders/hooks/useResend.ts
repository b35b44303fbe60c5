import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { failureText } from '@/lib/api-failure';
import { getOfferById, offerByIdQueryKey } from '@/api/get-offer-by-id';
import { PRODUCT_NOT_AVAILABLE } from '@/api/offer';
import { storeTopup } from '@/lib/stored-topup';
import type { TopupTransaction } from '../api/get-topup-transactions';

export const TOPUP_HISTORY_PATH = '/Topuptransaction';

/**
 * Resend (docs/specification.md#top-up-history): the same product to the same number again. The
 * product is fetched with its
 * current price; then /Payment opens with {product, phoneNumber, prevPath}.
 */
export function useResend() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [error, setError] = useState('');

  async function resend(transaction: TopupTransaction) {
    setError('');
    setPendingId(String(transaction.id));
    try {
      const product = await queryClient.fetchQuery({
        queryKey: offerByIdQueryKey(transaction.productid),
        queryFn: () => getOfferById(transaction.productid),
        staleTime: 0,
      });
      const phoneNumber = transaction.telenumber;
      storeTopup(product, phoneNumber);
      void navigate('/Payment', {
        state: { product, phoneNumber, prevPath: TOPUP_HISTORY_PATH },
      });
    } catch (failure) {
      setPendingId(null);
      // null: the API client already went to /Login, /Error500 or /Error503.
      const text = failureText(failure, (status, message) =>
        status === 404 ? PRODUCT_NOT_AVAILABLE : (message ?? `Error ${status}`),
      );
      setError(text ?? '');
    }
  }

  return { resend, pendingId, error, clearError: () => setError('') };
}
