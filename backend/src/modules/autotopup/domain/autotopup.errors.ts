/** Error codes of the automatic top-ups; http/autotopup.http-errors.ts gives their texts. */
export const AutoTopUpErrors = {
  /** No such schedule among the caller's own (another customer's answers the same). */
  NOT_FOUND: 'AUTOTOPUP.NOT_FOUND',
  /** The schedule is cancelled: nothing can change it any more. */
  CANCELLED: 'AUTOTOPUP.CANCELLED',
  /** The first payment is not confirmed yet: only cancel is possible. */
  NOT_STARTED: 'AUTOTOPUP.NOT_STARTED',
  /** Resume of a schedule that is not paused. */
  NOT_PAUSED: 'AUTOTOPUP.NOT_PAUSED',
  /** Skip of a paused schedule. */
  PAUSED: 'AUTOTOPUP.PAUSED',
  /** Resume without a saved card (removed, or the first payment saved none). */
  NO_CARD: 'AUTOTOPUP.NO_CARD',
  /** The set-up came without the customer's consent to save the card. */
  CONSENT_MISSING: 'AUTOTOPUP.CONSENT_MISSING',
} as const;
