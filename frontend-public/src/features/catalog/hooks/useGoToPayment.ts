import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearCsrfToken, isApiError } from '@/lib/api-client';
import { failureText } from '@/lib/api-failure';
import { isLoggedIn, markLoggedOut } from '@/lib/session';
import { PRODUCT_NOT_AVAILABLE, type Offer } from '@/api/offer';
import { storeTopup } from '@/lib/stored-topup';
import { useMobileLookup } from '../api/mobile-lookup';
import { findOffer, operatorsOf, type OperatorChoice } from '../utils/catalogue';
import { catalogueOperator, lookupVerdict } from '../utils/lookup-verdict';
import { selectionState, type PaymentState } from '../utils/topup-navigation';
import type { TopupSelection } from '../utils/topup-selection';

/**
 * Go to Payment (docs/specification.md#customer-transitions): check the number with the mobile
 * lookup, find the chosen product,
 * store it, then go to /Payment, or to /Login first when logged out. Logged in, the wrong-number
 * check's answer is asked before going and kept with the stored product and number
 * (docs/decisions.md#the-answer-comes-with-the-selection).
 */
export function useGoToPayment() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lookup = useMobileLookup();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // The catalogue's operator the number belongs to, when it is another one the site sells.
  const [switchTo, setSwitchTo] = useState<OperatorChoice>();

  async function goToPayment(
    offers: readonly Offer[],
    selection: TopupSelection,
    phoneNumber: string,
  ) {
    setError('');
    setSwitchTo(undefined);
    setBusy(true);
    const stop = (message: string) => {
      setError(message);
      setBusy(false);
    };
    const toLogin = () =>
      void navigate('/Login', { state: selectionState(selection, phoneNumber) });
    // Its module comes while the lookup runs, out of the home page's first load.
    const numberCheck = isLoggedIn()
      ? import('../api/known-number').catch(() => undefined)
      : undefined;

    let answer;
    try {
      answer = await lookup.mutateAsync({ phoneNumber, country: selection.country });
    } catch (failure) {
      if (isApiError(failure) && failure.status === 401) {
        markLoggedOut();
        clearCsrfToken();
        toLogin();
        return;
      }
      // null: the API client already went to /Error503 or /Error500.
      stop(failureText(failure, (status, message) => message ?? `Error ${status}`) ?? '');
      return;
    }

    const operators = operatorsOf(offers, selection.country);
    const operator = operators.find((o) => o.name === selection.operator);
    const verdict = lookupVerdict(answer, operator ?? { id: '', name: selection.operator });
    if (!verdict.ok) {
      if ('operator' in verdict) setSwitchTo(catalogueOperator(operators, verdict.operator));
      return stop(verdict.message);
    }

    const product = findOffer(offers, selection);
    if (!product) return stop(PRODUCT_NOT_AVAILABLE());

    storeTopup(product, phoneNumber);
    if (!isLoggedIn()) return toLogin();
    await (await numberCheck)?.askKnownNumber(queryClient, phoneNumber);
    const state: PaymentState = {
      product,
      ...selectionState(selection, phoneNumber),
      prevPath: '/',
    };
    void navigate('/Payment', { state });
  }

  const clearError = () => {
    setError('');
    setSwitchTo(undefined);
  };
  return { goToPayment, busy, error, switchTo, clearError };
}
