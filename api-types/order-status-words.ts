// What a person reads for each order status the API names: the customer's history, the back
// office's filter and order page. The backend's list and CSV use the same words
// (backend/src/modules/orders/domain/order-status.ts; its spec fails when the two differ).
import type { components } from './schema';

export type OrderStatus = components['schemas']['OrderStatus'];

export const ORDER_STATUS_WORDS: Readonly<Record<OrderStatus, string>> = {
  PENDING_PAYMENT: 'Waiting for payment',
  PAID: 'Paid',
  SUBMITTED: 'Sending',
  COMPLETED: 'Delivered',
  FAILED: 'Failed',
  REFUNDED: 'Refunded',
  CANCELLED: 'Cancelled',
};
