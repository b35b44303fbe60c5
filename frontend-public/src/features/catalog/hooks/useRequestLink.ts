import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Offer } from '@/api/offer';
import { t } from '@/i18n/i18n';
import { failureText } from '@/lib/api-failure';
import { rememberRequestLink } from '@/lib/request-link';
import { openRequestLink } from '../api/credit-request-link';
import { mobileLookup } from '../api/mobile-lookup';
import { countriesOf, operatorsOf } from '../utils/catalogue';
import { detectOperator, lookupCountry } from '../utils/number-detection';
import type { SelectionAction } from '../utils/topup-selection';

export const REQUEST_LINK_FILLED = (): string => t('requestLink.filled');
export const requestNotPlaced = (phoneNumber: string) =>
  t('requestLink.notPlaced', { phoneNumber });

export interface RequestLinkState {
  /** What the form says about the link: filled in, or why not everything is. */
  notice: string;
  /** The link could not be opened (expired, unknown): said as an error. */
  failed: boolean;
}

/**
 * The home form opened from a credit request's link (`/?request=<token>`,
 * docs/specification.md#request-link): asks the API for the requester's number, the
 * mobile lookup for its country and operator, and fills those in with the number; the token is
 * remembered for the checkout of that number.
 */
export function useRequestLink(
  offers: readonly Offer[] | undefined,
  dispatch: (action: SelectionAction) => void,
): RequestLinkState | undefined {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('request');
  const [state, setState] = useState<RequestLinkState>();
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!token || !offers || done.current === token) return;
    done.current = token;
    void (async () => {
      let phoneNumber: string;
      try {
        ({ phoneNumber } = await openRequestLink(token));
      } catch (failure) {
        const text = failureText(failure, (s, m) => m ?? `Error ${s}`);
        if (text) setState({ notice: text, failed: true });
        return;
      }
      rememberRequestLink({ token, phoneNumber });
      let answer;
      try {
        answer = await mobileLookup({ phoneNumber, country: '' });
      } catch {
        answer = { valid: true, operators: [] };
      }
      const country = lookupCountry(answer, countriesOf(offers));
      if (!country) {
        setState({ notice: requestNotPlaced(phoneNumber), failed: true });
        return;
      }
      const found = detectOperator(answer, operatorsOf(offers, country.name));
      const operator = found.kind === 'found' ? found.operator : '';
      dispatch({ type: 'numberFirst', country: country.name, operator, phone: phoneNumber });
      const notice = found.kind === 'found' ? REQUEST_LINK_FILLED() : found.message;
      setState({ notice, failed: false });
    })();
  }, [token, offers, dispatch]);

  return state;
}
