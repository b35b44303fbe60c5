/**
 * A customer who may not buy any more (docs/decisions.md#blocked-customers): their card
 * payment was reported as fraud or disputed, or an admin blocked them. They keep their account,
 * their sessions and their history; only checkout refuses them.
 */
export interface CustomerBlock {
  at: Date;
  /** Why, in words for the back office ("Early fraud warning issfr_… on order …"). */
  reason: string;
  /** Who: an admin's e-mail, or 'stripe' for a warning or a dispute. */
  by: string;
}

export const BLOCK_REASON_MAX = 500;

/** One printable line, bounded: a reason an admin typed, or one built from Stripe's words. */
export const cleanBlockReason = (reason: string): string =>
  reason
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, BLOCK_REASON_MAX);
