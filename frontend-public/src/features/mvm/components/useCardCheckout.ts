import { useState } from 'react';
import { failureText } from '@/lib/api-failure';
import { assignLocation, isWebUrl } from '@/lib/browser';
import type { MvmCart } from '../api/mvm-payment-form';
import { useCreatePaymentIntent } from '../api/stripe-payment-intent';
import { t } from '@/i18n/i18n';

export const CARD_CHECKOUT_FAILED = (): string => t('pay.cardFailed');

/**
 * 'Pay with Stripe': creates the hosted card checkout and leaves for its url. 401, 500 and 503
 * are redirected by the API client (docs/specification.md#mvm-errors); other failures are worded
 * for the screen.
 */
export function useCardCheckout() {
  const intent = useCreatePaymentIntent();
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState('');

  async function start(cart: MvmCart) {
    setError('');
    try {
      const url = await intent.mutateAsync(cart);
      if (!isWebUrl(url)) {
        setError(CARD_CHECKOUT_FAILED());
        return;
      }
      setLeaving(true);
      assignLocation(url);
    } catch (failure) {
      setError(failureText(failure, (status, message) => message ?? `Error ${status}`) ?? '');
    }
  }

  return { start, busy: intent.isPending || leaving, error };
}
