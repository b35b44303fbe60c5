import type { Cents } from '@shared/domain/money';

/**
 * How a product is delivered (docs/specification-pin-ranged.md#product-kinds): `fixed` tops the
 * phone up by a set amount, `pin` delivers a voucher (PIN code and serial) the customer is shown.
 */
export type ProductKind = 'fixed' | 'pin';

/** A product we sell: a DT One product with our price. Never deleted, only deactivated. */
export interface Offer {
  productId: string;
  productName: string;
  /** The promotion's title, or ''. */
  promotionBonus: string;
  amountCents: Cents;
  serviceChargeCents: Cents;
  /** What DT One charges us for it (USD cents), null when it gives no USD price. */
  wholesaleCents: Cents | null;
  service: string;
  subService: string | null;
  operatorId: string;
  operatorName: string;
  /** Country name as shown (e.g. 'Tanzania'). */
  operatorCountry: string;
  countryIso3: string;
  active: boolean;
  /** How it is delivered (a PIN is shown to the customer); absent means 'fixed'. */
  kind?: ProductKind;
}
