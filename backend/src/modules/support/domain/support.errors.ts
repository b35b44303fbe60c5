/** Error codes of the support context; http/support.http-errors.ts gives their texts. */
export const SupportErrors = {
  /** The requestee's address had as many credit requests as it gets in a day. */
  RECIPIENT_DAILY_CAP: 'SUPPORT.RECIPIENT_DAILY_CAP',
} as const;
