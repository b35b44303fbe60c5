import { useEffect, useReducer, useRef } from 'react';
import { useLocation } from 'react-router';
import type { Offer } from '@/api/offer';
import { readSavedSelection, readStoredSelection } from '../utils/topup-navigation';
import { wantsStoredTopup } from '@/lib/stored-topup';
import { readPrefillState } from '@/lib/topup-prefill';
import { emptySelection, selectionReducer } from '../utils/topup-selection';

/**
 * The home form's choices: restored from navigation state when the page opens back from /Login
 * or /Payment, or from the stored product and number when a payment page sends the person back
 * after a cancelled checkout; kept until the offers are there, then checked against them.
 */
export function useTopupSelection(offers: readonly Offer[] | undefined) {
  const { state } = useLocation();
  const [selection, dispatch] = useReducer(
    selectionReducer,
    state,
    (saved: unknown) =>
      readSavedSelection(saved) ??
      (wantsStoredTopup(saved) ? readStoredSelection() : undefined) ??
      emptySelection,
  );

  // "Pick another amount" (docs/specification.md#one-tap-repeat) opens the form filled
  // for the recipient: applied once, when the catalogue is there to fill it from.
  const prefill = useRef(readPrefillState(state));
  useEffect(() => {
    if (!offers) return;
    dispatch({ type: 'catalogueLoaded', offers });
    if (prefill.current) dispatch({ type: 'prefill', prefill: prefill.current, offers });
    prefill.current = undefined;
  }, [offers]);

  return [selection, dispatch] as const;
}
