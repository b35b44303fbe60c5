// What /Payment is opened with (docs/specification.md#entities): the product and number in the
// navigation state, else
// the ones the home page stored in localStorage; plus the choices /Login hands back to '/'.
// History state survives reloads and may hold anything, so every field is checked.
import { PHONE_NUMBER_KEY, PRODUCT_KEY, offerSchema, type Offer } from '../api/offer';

export interface PaymentSelection {
  product: Offer | undefined;
  /** Calling code plus number, e.g. '+255754123456'; '' when unknown. */
  phoneNumber: string;
  /** Where Back leads, e.g. '/' or '/Topuptransaction'. */
  prevPath: string | undefined;
  /** The whole state the page was opened with (Back hands it back). */
  state: Record<string, unknown>;
}

/** The top-up choices /Login carries and hands back to the home page. */
const SELECTION_KEYS = [
  'selectedCountry',
  'selectedOperator',
  'selectedOffer',
  'selectedAmount',
] as const;

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

function parseOffer(value: unknown): Offer | undefined {
  const parsed = offerSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function storedProduct(): Offer | undefined {
  try {
    return parseOffer(JSON.parse(localStorage.getItem(PRODUCT_KEY) ?? 'null'));
  } catch {
    return undefined;
  }
}

export function readPaymentSelection(locationState: unknown): PaymentSelection {
  const state = asRecord(locationState);
  const fromState = parseOffer(state.product);
  const phoneInState = typeof state.phoneNumber === 'string' ? state.phoneNumber : '';
  // The state and the stored pair are used as a pair, so a product never meets another number.
  const inState = fromState !== undefined;
  return {
    product: inState ? fromState : storedProduct(),
    phoneNumber: inState ? phoneInState : (localStorage.getItem(PHONE_NUMBER_KEY) ?? ''),
    prevPath:
      typeof state.prevPath === 'string' && /^\/(?!\/)/.test(state.prevPath)
        ? state.prevPath
        : undefined,
    state,
  };
}

/** Remembers the pair, so a reload or a return from the card checkout finds it again. */
export function storePaymentSelection(product: Offer, phoneNumber: string): void {
  localStorage.setItem(PRODUCT_KEY, JSON.stringify(product));
  localStorage.setItem(PHONE_NUMBER_KEY, phoneNumber);
}

/**
 * Forgets the pair once its payment went through (whatever became of the top-up): the purchase
 * is over, and the home form opens empty for the next one.
 */
export function clearPaymentSelection(): void {
  localStorage.removeItem(PRODUCT_KEY);
  localStorage.removeItem(PHONE_NUMBER_KEY);
}

/**
 * The state that sends the person home to the stored top-up (the home form reads the stored pair
 * when it finds this key; catalog's RESTORE_STORED_SELECTION, checked by offer.test.ts).
 */
export const RESTORE_STORED_HOME_STATE = { restoreStoredSelection: true } as const;

/** Where Back leads /Payment and with what: the state it came with, else home to the pair. */
export function backState({ state }: PaymentSelection): Record<string, unknown> {
  return Object.keys(state).length > 0 ? state : RESTORE_STORED_HOME_STATE;
}

/** The state /Payment sends to /Login: the product and the choices the home form restores. */
export function loginState({ product, phoneNumber, state }: PaymentSelection) {
  const login: Record<string, unknown> = {};
  if (product) login.product = product;
  if (phoneNumber) login.phoneNumber = phoneNumber;
  for (const key of SELECTION_KEYS) {
    if (state[key] !== undefined) login[key] = state[key];
  }
  return login;
}
