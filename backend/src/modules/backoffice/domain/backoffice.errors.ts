/** Error codes of the back office; http/backoffice.http-errors.ts gives their texts. */
export const BackofficeErrors = {
  BUILD_FAILED: 'BACKOFFICE.BUILD_FAILED',
  ORDER_NOT_FOUND: 'BACKOFFICE.ORDER_NOT_FOUND',
} as const;
