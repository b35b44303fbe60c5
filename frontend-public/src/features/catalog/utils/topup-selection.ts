// The home form's choices and the seed's cascade (§4): a choice clears every later step.
import type { Offer } from '../api/get-offers';
import { amountsOf, countriesOf, offerLabelsOf, operatorsOf } from './catalogue';

export interface TopupSelection {
  /** Country name, e.g. 'Tanzania'. */
  country: string;
  /** Operator name, e.g. 'Vodacom Tanzania'. */
  operator: string;
  /** Offer label, e.g. 'Mobile Airtime'. */
  offer: string;
  /** What the visitor typed: the national number, or a full number starting with '+'. */
  phone: string;
  /** Amount label, e.g. '2,000 TZS 20% bonus airtime ($1.00)'. */
  amount: string;
}

export const emptySelection: TopupSelection = {
  country: '',
  operator: '',
  offer: '',
  phone: '',
  amount: '',
};

export type SelectionAction =
  | { type: 'country' | 'operator' | 'offer' | 'phone' | 'amount'; value: string }
  /** The catalogue arrived (or changed): choices it does not hold are dropped. */
  | { type: 'catalogueLoaded'; offers: readonly Offer[] };

export function selectionReducer(state: TopupSelection, action: SelectionAction): TopupSelection {
  switch (action.type) {
    case 'country':
      return { ...emptySelection, country: action.value };
    case 'operator':
      return { ...state, operator: action.value, offer: '', phone: '', amount: '' };
    case 'offer':
      return { ...state, offer: action.value, phone: '', amount: '' };
    case 'phone':
      return { ...state, phone: action.value, amount: '' };
    case 'amount':
      return { ...state, amount: action.value };
    case 'catalogueLoaded':
      return reconcile(state, action.offers);
  }
}

/**
 * Keeps the choices the catalogue still offers. Saved choices (back from /Login or /Payment)
 * wait for this instead of being cleared by the cascade while the offers load.
 */
export function reconcile(state: TopupSelection, offers: readonly Offer[]): TopupSelection {
  const { country, operator, offer, amount } = state;
  if (!country) return state;
  if (!countriesOf(offers).some((c) => c.name === country)) return emptySelection;
  if (!operator) return state;
  if (!operatorsOf(offers, country).some((o) => o.name === operator)) {
    return { ...emptySelection, country };
  }
  if (!offer) return state;
  if (!offerLabelsOf(offers, country, operator).includes(offer)) {
    return { ...emptySelection, country, operator };
  }
  if (!amount) return state;
  if (!amountsOf(offers, country, operator, offer).some((a) => a.label === amount)) {
    return { ...state, amount: '' };
  }
  return state;
}
