/** Error codes of the support context; http/support.http-errors.ts gives their texts. */
export const SupportErrors = {
  /** The requestee's address had as many credit requests as it gets in a day. */
  RECIPIENT_DAILY_CAP: 'SUPPORT.RECIPIENT_DAILY_CAP',
  /** A credit request link that is unknown, or older than CREDIT_REQUEST_LINK_DAYS. */
  REQUEST_LINK_UNKNOWN: 'SUPPORT.REQUEST_LINK_UNKNOWN',
} as const;
