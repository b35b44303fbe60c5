import { use, useEffect, useReducer, useRef } from 'react';
import { useLocation } from 'react-router';
import type { Offer } from '@/api/offer';
import { readSavedSelection } from '../utils/topup-navigation';
import { wantsStoredTopup } from '@/lib/stored-topup';
import { readPrefillState } from '@/lib/topup-prefill';
import { emptySelection, selectionReducer } from '../utils/topup-selection';

type StoredSelectionModule = typeof import('../utils/stored-selection');
type Loading = Promise<StoredSelectionModule> & {
  status?: 'fulfilled';
  value?: StoredSelectionModule;
};
let storedSelection: Loading | undefined;

/**
 * ../utils/stored-selection, asked for once (`use` needs the same promise at every render), and
 * marked as React marks a promise it has seen settle: `use` then reads it without waiting.
 */
export function loadStoredSelection(): Promise<StoredSelectionModule> {
  if (!storedSelection) {
    const loading: Loading = import('../utils/stored-selection');
    void loading.then((module) => {
      loading.status = 'fulfilled';
      loading.value = module;
    });
    storedSelection = loading;
  }
  return storedSelection;
}

/**
 * The home form's choices: restored from navigation state when the page opens back from /Login
 * or /Payment, or from the stored product and number when a payment page sends the person back
 * after a cancelled checkout; kept until the offers are there, then checked against them.
 */
export function useTopupSelection(offers: readonly Offer[] | undefined) {
  const { state } = useLocation();
  // Only then is the stored product read, and checked with zod: its code is loaded for it (the
  // page waits, suspended, a moment it spends only when sent back from a payment page).
  const stored = wantsStoredTopup(state) ? use(loadStoredSelection()) : undefined;
  const [selection, dispatch] = useReducer(
    selectionReducer,
    state,
    (saved: unknown) =>
      readSavedSelection(saved) ?? stored?.readStoredSelection() ?? emptySelection,
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
