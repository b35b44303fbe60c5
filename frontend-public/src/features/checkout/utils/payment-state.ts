// What /Payment is opened with (docs/specification.md#entities): the product and number in the
// navigation state, else a link's (`?productId=…&phoneNumber=…`, e.g. the automatic top-up's
// "pay it here" mail), else the ones the home page stored in localStorage; plus the choices
// /Login hands back to '/'.
// History state survives reloads and may hold anything, so every field is checked.
import type { Offer } from '@/api/offer';
import { offerSchema } from '@/api/schemas';
import { storedProduct } from '@/lib/stored-product';
import { RESTORE_STORED_HOME_STATE, storedPhoneNumber } from '@/lib/stored-topup';

export interface PaymentSelection {
  product: Offer | undefined;
  /** Calling code plus number, e.g. '+255754123456'; '' when unknown. */
  phoneNumber: string;
  /** Where Back leads, e.g. '/' or '/Topuptransaction'. */
  prevPath: string | undefined;
  /** The whole state the page was opened with (Back hands it back). */
  state: Record<string, unknown>;
  /** A link's product, fetched by id (the link carries no offer); the link itself for /Login. */
  link?: { productId: string; path: string };
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

/** A link's product and number, when both are there and well formed. */
function readLink(search: string): { productId: string; phoneNumber: string } | undefined {
  const query = new URLSearchParams(search);
  const productId = query.get('productId') ?? '';
  const phoneNumber = query.get('phoneNumber') ?? '';
  if (!/^[\w.:-]{1,100}$/.test(productId) || !/^\+\d{6,15}$/.test(phoneNumber)) return undefined;
  return { productId, phoneNumber };
}

export function readPaymentSelection(locationState: unknown, search = ''): PaymentSelection {
  const state = asRecord(locationState);
  const link = state.product === undefined ? readLink(search) : undefined;
  if (link)
    return {
      product: undefined,
      phoneNumber: link.phoneNumber,
      prevPath: undefined,
      state,
      link: {
        productId: link.productId,
        path: `/Payment?${new URLSearchParams({ productId: link.productId, phoneNumber: link.phoneNumber })}`,
      },
    };
  const fromState = parseOffer(state.product);
  const phoneInState = typeof state.phoneNumber === 'string' ? state.phoneNumber : '';
  // The state and the stored pair are used as a pair, so a product never meets another number.
  const inState = fromState !== undefined;
  return {
    product: inState ? fromState : storedProduct(),
    phoneNumber: inState ? phoneInState : storedPhoneNumber(),
    prevPath:
      typeof state.prevPath === 'string' && /^\/(?!\/)/.test(state.prevPath)
        ? state.prevPath
        : undefined,
    state,
  };
}

/** Where Back leads /Payment and with what: the state it came with, else home to the pair. */
export function backState({ state }: PaymentSelection): Record<string, unknown> {
  return Object.keys(state).length > 0 ? state : RESTORE_STORED_HOME_STATE;
}

/** The state /Payment sends to /Login: the product and the choices the home form restores. */
export function loginState({ product, phoneNumber, state, link }: PaymentSelection) {
  const login: Record<string, unknown> = {};
  // A link comes back to itself after the login.
  if (link) login.payLink = link.path;
  if (product) login.product = product;
  if (phoneNumber) login.phoneNumber = phoneNumber;
  for (const key of SELECTION_KEYS) {
    if (state[key] !== undefined) login[key] = state[key];
  }
  return login;
}
