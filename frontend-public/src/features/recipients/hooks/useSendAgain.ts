import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { getOfferById, offerByIdQueryKey } from '@/api/get-offer-by-id';
import { isApiError } from '@/lib/api-client';
import { failureText } from '@/lib/api-failure';
import { KNOWN_NUMBER_STATE } from '@/lib/number-check';
import { storeTopup } from '@/lib/stored-topup';
import { prefillState } from '@/lib/topup-prefill';
import type { Recipient } from '../api/recipients';

/**
 * Send again on a recipient (docs/specification.md#one-tap-repeat): the product last
 * paid for to the number, at today's price, straight to /Payment. When that product is gone the
 * screen says so (`gone`) and `pickAnother` opens the home form filled for the recipient; one
 * never paid for goes there directly.
 */
export function useSendAgain(prevPath: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [gone, setGone] = useState<Recipient | null>(null);
  const [error, setError] = useState('');

  const pickAnother = (recipient: Recipient) =>
    void navigate('/', {
      state: prefillState({
        country: recipient.country,
        operator: recipient.operatorName,
        telenumber: recipient.telenumber,
      }),
    });

  async function sendAgain(recipient: Recipient) {
    setError('');
    setGone(null);
    const productId = recipient.lastProductId;
    if (!productId) return pickAnother(recipient);
    setPendingId(recipient.id);
    try {
      const product = await queryClient.fetchQuery({
        queryKey: offerByIdQueryKey(productId),
        queryFn: () => getOfferById(productId),
        staleTime: 0,
      });
      storeTopup(product, recipient.telenumber);
      void navigate('/Payment', {
        state: { product, phoneNumber: recipient.telenumber, prevPath, ...KNOWN_NUMBER_STATE },
      });
    } catch (failure) {
      setPendingId(null);
      if (isApiError(failure) && failure.status === 404) return setGone(recipient);
      // null: the API client already went to /Login, /Error500 or /Error503.
      setError(failureText(failure, (status, message) => message ?? `Error ${status}`) ?? '');
    }
  }

  return {
    sendAgain,
    pickAnother,
    pendingId,
    gone,
    error,
    dismiss: () => {
      setGone(null);
      setError('');
    },
  };
}
