/**
 * Whether a customer may buy: a blocked customer (docs/decisions.md#blocked-customers) is
 * refused at checkout, card and wallet alike.
 */
export abstract class CustomerStanding {
  abstract isBlocked(customerId: string): Promise<boolean>;
}
