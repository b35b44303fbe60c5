// The home form's choices made from the stored top-up (a payment page's Home or Back), apart from
// ./topup-navigation: reading the stored product checks it with zod, which the home page loads
// only when it is sent back to that product (useTopupSelection).
import { storedProduct } from '@/lib/stored-product';
import { storedPhoneNumber } from '@/lib/stored-topup';
import { amountLabel, offerLabel } from './catalogue';
import { readSavedSelection, type TopupSelectionState } from './topup-navigation';
import type { TopupSelection } from './topup-selection';

/**
 * The choices behind the stored product and number, or undefined when none is stored. Stored
 * values may be anything, so they are checked.
 */
export function readStoredSelection(): TopupSelection | undefined {
  const product = storedProduct();
  if (!product) return undefined;
  return readSavedSelection({
    selectedCountry: product.operatorCountry,
    selectedOperator: product.operatorName,
    selectedOffer: offerLabel(product),
    selectedAmount: amountLabel(product),
    phoneNumber: storedPhoneNumber(),
  } satisfies TopupSelectionState);
}
