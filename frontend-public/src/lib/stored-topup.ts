// The top-up being bought (product and number), kept in localStorage by the home page's Go to
// Payment, /Payment and Resend, so a reload or a return from the card checkout finds it again.
// Reading the product back checks it with zod: that is ./stored-product, apart, so that the home
// page loads zod only when it restores a stored top-up.
import type { Offer } from '@/api/offer';

export const PRODUCT_KEY = 'product';
// The wrong-number check's answer for the stored number (./stored-number-check.ts, loaded only
// where it is read or written): its key and its clearing live here, on the home page's path, so
// that clearing it does not bring that module to the home page.
export const NUMBER_CHECK_KEY = 'numberCheck';
export const forgetKnownNumber = (): void => localStorage.removeItem(NUMBER_CHECK_KEY);
export const PHONE_NUMBER_KEY = 'phoneNumber';
/**
 * A ranged product's typed amount (USD, as typed), kept with its product id: a Resend or another
 * product never picks up an amount typed for something else.
 */
export const TYPED_AMOUNT_KEY = 'typedAmount';

export function storeTypedAmount(productId: string, amount: string | undefined): void {
  if (amount) localStorage.setItem(TYPED_AMOUNT_KEY, JSON.stringify({ productId, amount }));
  else localStorage.removeItem(TYPED_AMOUNT_KEY);
}

/**
 * The amount typed for `productId` (any product's when none is named, for the home form's
 * restore); '' in the prerender (no localStorage there), when none is stored or it was typed for
 * another product.
 */
export function storedTypedAmount(productId?: string): string {
  if (typeof localStorage === 'undefined') return '';
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(TYPED_AMOUNT_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return '';
    const { productId: id, amount } = stored as { productId?: unknown; amount?: unknown };
    if (typeof amount !== 'string' || (productId !== undefined && id !== productId)) return '';
    return amount;
  } catch {
    return '';
  }
}

export function storeTopup(product: Offer, phoneNumber: string): void {
  localStorage.setItem(PRODUCT_KEY, JSON.stringify(product));
  localStorage.setItem(PHONE_NUMBER_KEY, phoneNumber);
}

/**
 * Forgets the pair once its payment went through (whatever became of the top-up): the purchase
 * is over, and the home form opens empty for the next one.
 */
export function clearStoredTopup(): void {
  localStorage.removeItem(PRODUCT_KEY);
  localStorage.removeItem(PHONE_NUMBER_KEY);
  localStorage.removeItem(TYPED_AMOUNT_KEY);
  forgetKnownNumber();
}

export const storedPhoneNumber = (): string => localStorage.getItem(PHONE_NUMBER_KEY) ?? '';

/**
 * The navigation state with which the payment pages send the person home to the top-up they
 * were buying (Home or Back after a cancelled checkout): the home form then reads the stored
 * pair, not the state's own choices. A plain visit to '/' opens an empty form.
 */
export const RESTORE_STORED_HOME_STATE = { restoreStoredSelection: true } as const;

export const wantsStoredTopup = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'restoreStoredSelection' in state;
