/** Error codes of the Mvm payments; http/mvm.http-errors.ts gives their texts. */
export const MvmErrors = {
  PAYMENT_NOT_FOUND: 'MVM.PAYMENT_NOT_FOUND',
  STORE_CLOSED: 'MVM.STORE_CLOSED',
  PAYMENT_MISMATCH: 'MVM.PAYMENT_MISMATCH',
} as const;
