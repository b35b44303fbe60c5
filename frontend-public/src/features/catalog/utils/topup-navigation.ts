// The top-up navigation state of docs/specification.md#entities, shared with /Login (which hands it
// back to '/') and /Payment (whose Back button returns it with prevPath).
import type { Offer } from '@/api/offer';
import { sanitizePhoneEntry } from './phone-entry';
import { emptySelection, type TopupSelection } from './topup-selection';

/** The choices sent to /Login and read back on '/'. */
export interface TopupSelectionState {
  selectedCountry: string;
  selectedOperator: string;
  selectedOffer: string;
  selectedAmount: string;
  /** Calling code plus number, e.g. '+255754123456'. */
  phoneNumber: string;
}

export interface PaymentState extends TopupSelectionState {
  product: Offer;
  prevPath: string;
}

export function selectionState(selection: TopupSelection, phoneNumber: string) {
  return {
    selectedCountry: selection.country,
    selectedOperator: selection.operator,
    selectedOffer: selection.offer,
    selectedAmount: selection.amount,
    phoneNumber,
  } satisfies TopupSelectionState;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The saved choices in a location's state, or undefined when it carries none. History state
 * survives reloads and may hold anything, so every field is checked.
 */
export function readSavedSelection(state: unknown): TopupSelection | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const saved = state as Record<string, unknown>;
  const country = text(saved.selectedCountry);
  if (!country) return undefined;
  // A later step only counts when the one before it is there (the form shows them in order).
  const operator = text(saved.selectedOperator);
  const offer = operator && text(saved.selectedOffer);
  const phone = offer && sanitizePhoneEntry(text(saved.phoneNumber));
  const amount = phone && text(saved.selectedAmount);
  return { ...emptySelection, country, operator, offer, phone, amount };
}
