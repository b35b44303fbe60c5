/**
 * Whether a number needs the wrong-number check on /Payment
 * (docs/specification.md#wrong-number-guard): it does not when the customer saved it
 * or already paid for it and that top-up arrived or is on its way. A failed or refunded order
 * does not count: a wrong number is the usual reason a top-up fails.
 */
export interface KnownNumber {
  known: boolean;
  /** The recipient's name when the number is saved, else null. */
  savedAs: string | null;
}

export function knownNumber(savedAs: string | null, paidAndDelivered: boolean): KnownNumber {
  return { known: savedAs !== null || paidAndDelivered, savedAs };
}
