import type { OrderStatus } from '../api/types';

// The contract's status words (`transtatus`), used for the status filter's choices.
export const TRANSACTION_STATUS_WORDS: Record<OrderStatus, string> = {
  PENDING_PAYMENT: 'Waiting for payment',
  PAID: 'Paid',
  SUBMITTED: 'Sending',
  COMPLETED: 'Delivered',
  FAILED: 'Failed',
  REFUNDED: 'Refunded',
  CANCELLED: 'Cancelled',
};

export const STATUS_CHOICES = Object.entries(TRANSACTION_STATUS_WORDS).map(([id, name]) => ({
  id,
  name,
}));
