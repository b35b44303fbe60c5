import { useEffect, useReducer } from 'react';
import { useLocation } from 'react-router';
import type { Offer } from '../api/get-offers';
import { readSavedSelection, readStoredSelection } from '../utils/topup-navigation';
import { emptySelection, selectionReducer } from '../utils/topup-selection';

/**
 * The home form's choices: restored from navigation state when the page opens back from /Login
 * or /Payment, else from the stored product and number (a reload, a return from checkout), kept
 * until the offers are there, then checked against them.
 */
export function useTopupSelection(offers: readonly Offer[] | undefined) {
  const { state } = useLocation();
  const [selection, dispatch] = useReducer(
    selectionReducer,
    state,
    (saved: unknown) => readSavedSelection(saved) ?? readStoredSelection() ?? emptySelection,
  );

  useEffect(() => {
    if (offers) dispatch({ type: 'catalogueLoaded', offers });
  }, [offers]);

  return [selection, dispatch] as const;
}
