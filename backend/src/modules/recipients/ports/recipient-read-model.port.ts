import type { RecipientView } from '../domain/recipient';

/** Reads behind the list and the wrong-number check. */
export abstract class RecipientReadModel {
  /** The customer's recipients by name, each with the product last paid for to its number. */
  abstract list(customerId: string): Promise<RecipientView[]>;
  /** The recipient's name when the customer saved this number, else null. */
  abstract savedAs(customerId: string, telenumber: string): Promise<string | null>;
  /**
   * Whether the customer paid for a top-up to this number that arrived or is still on its way
   * (held for review, paid, sending, delivered).
   */
  abstract paidFor(customerId: string, telenumber: string): Promise<boolean>;
}
