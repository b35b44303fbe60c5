import type { Recipient, RecipientDraft } from '../domain/recipient';

/** What adding a recipient came to; the book's cap is checked in the same statement. */
export type AddRecipientOutcome =
  | { kind: 'added'; recipient: Recipient }
  | { kind: 'duplicate'; existing: string }
  | { kind: 'full' };

/** The saved recipients, always within one customer's book. */
export abstract class RecipientRepository {
  /** Adds unless the number is already there or the book holds `cap` recipients. */
  abstract add(
    customerId: string,
    draft: RecipientDraft,
    cap: number,
  ): Promise<AddRecipientOutcome>;
  /** The renamed recipient, or null when the customer has none with that id. */
  abstract rename(customerId: string, id: string, name: string): Promise<Recipient | null>;
  /** False when the customer has none with that id. */
  abstract remove(customerId: string, id: string): Promise<boolean>;
}
