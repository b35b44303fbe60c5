// The stored top-up's product read back (./stored-topup keeps it), apart from the rest: its check
// needs zod, which the home page loads only when it restores the product.
import type { Offer } from '@/api/offer';
import { offerSchema } from '@/api/schemas';
import { PRODUCT_KEY } from './stored-topup';

/** The stored product, or undefined: stored values may be anything, so it is checked. */
export function storedProduct(): Offer | undefined {
  try {
    const parsed = offerSchema.safeParse(JSON.parse(localStorage.getItem(PRODUCT_KEY) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
