/** Transaction Status in words (docs/api/back-office.md: `transtatus`). */
export const STATUS_WORDS: Record<string, string> = {
  PENDING_PAYMENT: 'Waiting for payment',
  PAID: 'Paid',
  SUBMITTED: 'Sending',
  COMPLETED: 'Delivered',
  FAILED: 'Failed',
  REFUNDED: 'Refunded',
  CANCELLED: 'Cancelled',
};

export const statusWords = (status: string): string => STATUS_WORDS[status] ?? status;
