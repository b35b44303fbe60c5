/** The e-mail address of an order's customer (receipts and refund notices go there). */
export abstract class CustomerContacts {
  abstract emailOf(customerId: string): Promise<string | null>;
}
