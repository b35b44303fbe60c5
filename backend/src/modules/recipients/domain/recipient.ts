/**
 * A saved recipient (docs/specification.md#saved-recipients): a number the customer
 * named ("Mum"), with the country and operator the home form fills in when it is picked.
 */
export interface Recipient {
  id: string;
  name: string;
  /** International form, '+' and 8 to 15 digits (docs/specification.md#limits). */
  telenumber: string;
  /** Country name as the catalogue spells it ('Ethiopia'). */
  country: string;
  operatorName: string;
  createdAt: Date;
}

/** A recipient as the list shows it: with the product last paid for to that number, if any. */
export interface RecipientView extends Recipient {
  /** The product of the customer's latest paid order to this number; null when none. */
  lastProductId: string | null;
}

export type RecipientDraft = Pick<Recipient, 'name' | 'telenumber' | 'country' | 'operatorName'>;

/**
 * One customer's book stays small (a list, not a contacts app), and a name is a label for a chip
 * (docs/decisions.md#limits).
 */
export const RECIPIENT_LIMITS = { perCustomer: 50, nameLength: 40 } as const;

/** The name as kept: trimmed, inner runs of spaces made one (chips and lists show it). */
export const tidyName = (name: string): string => name.trim().replace(/\s+/g, ' ');
