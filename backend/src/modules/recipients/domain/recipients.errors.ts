/** Error codes of the recipients context; http/recipients.http-errors.ts gives their texts. */
export const RecipientsErrors = {
  /** No recipient with that id among the caller's own (another customer's answers the same). */
  NOT_FOUND: 'RECIPIENTS.NOT_FOUND',
  /** The number is already among the customer's recipients. */
  ALREADY_SAVED: 'RECIPIENTS.ALREADY_SAVED',
  /** The customer keeps RECIPIENT_LIMITS.perCustomer recipients already. */
  BOOK_FULL: 'RECIPIENTS.BOOK_FULL',
} as const;
