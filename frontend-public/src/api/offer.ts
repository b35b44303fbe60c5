// The offer (product) as the API answers it: the home page's catalogue entry, read again by
// /Payment, the success page and Resend. Its schema is in ./schemas (zod/v4-mini like every
// schema of the site, docs/decisions.md#one-zod-flavour), which the home page loads only beside
// its requests (src/lib/checked-answer.ts): its JavaScript budget is tight.
import type * as z from 'zod/v4-mini';
import type { offerSchema } from './schemas';
import { t } from '@/i18n/i18n';

export type Offer = z.infer<typeof offerSchema>;

/** What the home page, /Payment and Resend say when the product left the catalogue. */
export const PRODUCT_NOT_AVAILABLE = (): string => t('product.notAvailable');

/** Said wherever a PIN product is chosen, before payment (docs/specification.md). */
export const PIN_PRODUCT_NOTE =
  'PIN product: after payment you get a PIN code (on screen and by e-mail) to give to the recipient.';
