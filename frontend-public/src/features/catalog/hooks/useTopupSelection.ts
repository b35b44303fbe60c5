import { useEffect, useReducer } from 'react';
import { useLocation } from 'react-router';
import type { Offer } from '@/api/offer';
import { readSavedSelection, readStoredSelection } from '../utils/topup-navigation';
import { wantsStoredTopup } from '@/lib/stored-topup';
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

  useEffect(() => {
    if (offers) dispatch({ type: 'catalogueLoaded', offers });
  }, [offers]);

  return [selection, dispatch] as const;
}
