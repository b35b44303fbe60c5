// The home form's choices and the specification's cascade
// (docs/specification.md#customer-transitions): a choice clears every later step.
import type { Offer } from '@/api/offer';
import type { TopupPrefill } from '@/lib/topup-prefill';
import {
  amountLabel,
  amountsOf,
  countriesOf,
  offerLabel,
  offerLabelsOf,
  operatorsOf,
} from './catalogue';

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
  /**
   * The number came first (typed at the operator step, or from a credit request's link): then
   * choosing an operator or an offer keeps it (docs/specification.md#number-first).
   */
  numberFirst?: boolean;
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
  | { type: 'catalogueLoaded'; offers: readonly Offer[] }
  /** "This number belongs to …": the one-click switch, keeping what still fits. */
  | { type: 'switchOperator'; operator: string; offers: readonly Offer[] }
  /** The number typed first; the operator the lookup found ('' when none), the country kept or set. */
  | { type: 'numberFirst'; phone: string; operator: string; country?: string }
  /** A saved recipient picked, or "pick another amount": country, operator and number at once. */
  | { type: 'prefill'; prefill: TopupPrefill; offers: readonly Offer[] };

export function selectionReducer(state: TopupSelection, action: SelectionAction): TopupSelection {
  switch (action.type) {
    case 'country':
      return { ...emptySelection, country: action.value };
    case 'operator':
      return { ...state, operator: action.value, offer: '', phone: kept(state), amount: '' };
    case 'offer':
      return { ...state, offer: action.value, phone: kept(state), amount: '' };
    case 'numberFirst':
      return {
        ...emptySelection,
        country: action.country ?? state.country,
        operator: action.operator,
        phone: action.phone,
        numberFirst: true,
      };
    case 'phone':
      return { ...state, phone: action.value, amount: '' };
    case 'amount':
      return { ...state, amount: action.value };
    case 'catalogueLoaded':
      return reconcile(state, action.offers);
    case 'switchOperator':
      return switchOperator(state, action.offers, action.operator);
    case 'prefill':
      return prefilled(action.offers, action.prefill);
  }
}

/** The number a later choice keeps: only one typed first. */
const kept = (state: TopupSelection) => (state.numberFirst ? state.phone : '');

/** The recipient's amount behind an amount label, e.g. '2,000 TZS' (the price is per operator). */
function faceValueOf(offers: readonly Offer[], state: TopupSelection): string | undefined {
  return amountsOf(offers, state.country, state.operator, state.offer).find(
    (choice) => choice.label === state.amount,
  )?.offer.productName;
}

/**
 * Another operator for the same number (not the specification's cascade, which would clear the
 * number):
 * the number stays; the offer stays when the operator has it; the amount stays when the operator
 * sells the same recipient amount (same product name) in that offer, at its own price.
 */
export function switchOperator(
  state: TopupSelection,
  offers: readonly Offer[],
  operator: string,
): TopupSelection {
  const { country } = state;
  const offer = offerLabelsOf(offers, country, operator).includes(state.offer) ? state.offer : '';
  const faceValue = offer ? faceValueOf(offers, state) : undefined;
  const amount =
    amountsOf(offers, country, operator, offer).find(
      (choice) => faceValue !== undefined && choice.offer.productName === faceValue,
    )?.label ?? '';
  return { ...state, operator, offer, amount };
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

/**
 * The form filled for a recipient (docs/specification.md#saved-recipients): country,
 * operator and number; the product last paid for to the number when the catalogue still sells it
 * there, else the operator's first offer with no amount, so the number has its step to sit in
 * (the number comes after the offer). A country the catalogue lost is found from the operator;
 * an operator it lost leaves only the country.
 */
export function prefilled(offers: readonly Offer[], prefill: TopupPrefill): TopupSelection {
  const { operator, telenumber } = prefill;
  const country = countriesOf(offers).some((c) => c.name === prefill.country)
    ? prefill.country
    : (offers.find((o) => o.operatorName === operator)?.operatorCountry ?? '');
  if (!country) return emptySelection;
  if (!operatorsOf(offers, country).some((o) => o.name === operator)) {
    return { ...emptySelection, country };
  }
  const product = offers.find(
    (o) =>
      o.productId === prefill.productId &&
      o.operatorCountry === country &&
      o.operatorName === operator,
  );
  const offer = product ? offerLabel(product) : (offerLabelsOf(offers, country, operator)[0] ?? '');
  if (!offer) return { ...emptySelection, country, operator };
  const amount =
    product && amountsOf(offers, country, operator, offer).some((a) => a.offer === product)
      ? amountLabel(product)
      : '';
  return { country, operator, offer, phone: telenumber, amount };
}
