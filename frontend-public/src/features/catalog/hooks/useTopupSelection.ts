import { useEffect, useReducer } from 'react';
import { useLocation } from 'react-router';
import type { Offer } from '../api/get-offers';
import { readSavedSelection } from '../utils/topup-navigation';
import { emptySelection, selectionReducer } from '../utils/topup-selection';

/**
 * The home form's choices: restored from navigation state when the page opens back from /Login
 * or /Payment, kept until the offers are there, then checked against them.
 */
export function useTopupSelection(offers: readonly Offer[] | undefined) {
  const { state } = useLocation();
  const [selection, dispatch] = useReducer(
    selectionReducer,
    state,
    (saved: unknown) => readSavedSelection(saved) ?? emptySelection,
  );

  useEffect(() => {
    if (offers) dispatch({ type: 'catalogueLoaded', offers });
  }, [offers]);

  return [selection, dispatch] as const;
}
