import type { HttpErrorCatalog } from '@shared/http/http-error-catalog';
import { OrdersErrors } from '../domain/orders.errors';

export const ordersHttpErrors: HttpErrorCatalog = {
  [OrdersErrors.INVALID_TRANSITION]: { status: 409, message: 'The order cannot change that way' },
  [OrdersErrors.ORDER_NOT_FOUND]: { status: 404, message: 'Order not found' },
  [OrdersErrors.STORE_CLOSED]: {
    status: 503,
    message: 'The service is under maintenance, please try again later.',
  },
  [OrdersErrors.PAYMENT_MISMATCH]: { status: 409, message: 'The payment does not match the order' },
  [OrdersErrors.NOT_REFUNDABLE]: { status: 409, message: 'This order cannot be refunded' },
  [OrdersErrors.NOT_HELD]: { status: 409, message: 'This order is not held for review' },
  [OrdersErrors.WALLET_ORDER_CLOSED]: {
    status: 409,
    message: 'This order can no longer be paid',
  },
  // The project's rate-limit answer (docs/specification.md#server-rules).
  [OrdersErrors.TOO_MANY_CHECKOUTS]: {
    status: 429,
    message: 'Too many requests, please try again later.',
  },
  [OrdersErrors.TOO_MANY_FOLLOWERS]: {
    status: 429,
    message: 'Too many requests, please try again later.',
  },
};
