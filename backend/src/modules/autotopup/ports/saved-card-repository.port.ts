/** The customer's card for automatic top-ups, as kept by us (the gateway keeps the card). */
export interface StoredCard {
  customerId: string;
  /** The gateway's customer (Stripe's cus_…), made once per account. */
  gatewayCustomerRef: string;
  /** The saved card (pm_…); null before the first saving payment or after removal. */
  paymentMethodRef: string | null;
  brand: string | null;
  last4: string | null;
}

export abstract class SavedCardRepository {
  abstract find(customerId: string): Promise<StoredCard | null>;
  /** Keeps the gateway's customer of an account; the first kept wins (answered). */
  abstract keepCustomer(customerId: string, gatewayCustomerRef: string): Promise<string>;
  abstract keepCard(
    customerId: string,
    card: { paymentMethodRef: string; brand: string; last4: string },
  ): Promise<void>;
  /** Forgets the card (the customer's customer at the gateway stays). */
  abstract forgetCard(customerId: string): Promise<void>;
}
