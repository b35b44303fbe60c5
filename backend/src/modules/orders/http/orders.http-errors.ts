import { backOfficeOnly, type HttpErrorCatalog } from '@shared/http/http-error-catalog';
import { OrdersErrors } from '../domain/orders.errors';

export const ordersHttpErrors: HttpErrorCatalog = {
  [OrdersErrors.INVALID_TRANSITION]: { status: 409, message: 'The order cannot change that way' },
  [OrdersErrors.ORDER_NOT_FOUND]: { status: 404, message: 'Order not found' },
  [OrdersErrors.STORE_CLOSED]: {
    status: 503,
    message: 'The service is under maintenance, please try again later.',
  },
  [OrdersErrors.PAYMENT_MISMATCH]: { status: 409, message: 'The payment does not match the order' },
  [OrdersErrors.NOT_REFUNDABLE]: backOfficeOnly(409, 'This order cannot be refunded'),
  [OrdersErrors.NOT_HELD]: backOfficeOnly(409, 'This order is not held for review'),
  [OrdersErrors.WALLET_ORDER_CLOSED]: {
    status: 409,
    message: 'This order can no longer be paid',
  },
  // docs/specification.md#blocked-customers
  [OrdersErrors.CUSTOMER_BLOCKED]: {
    status: 403,
    message:
      'Your account cannot make purchases. Please contact us if you think this is a mistake.',
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
  // Risk limits (docs/specification.md#risk-limits): shown on the payment page as they are.
  [OrdersErrors.NEW_CUSTOMER_LIMIT]: {
    status: 403,
    message:
      'New accounts can only buy a limited amount of top-ups in their first day. Please choose a smaller amount or try again tomorrow.',
  },
  [OrdersErrors.DAILY_AMOUNT_LIMIT]: {
    status: 403,
    message:
      'You have reached the amount of top-ups you can buy in one day. Please try again tomorrow.',
  },
  [OrdersErrors.DAILY_TOP_UPS_LIMIT]: {
    status: 403,
    message:
      'You have reached the number of top-ups you can buy in one day. Please try again tomorrow.',
  },
  [OrdersErrors.NEW_NUMBER_LIMIT]: {
    status: 403,
    message:
      'Top-ups to a number you have not topped up before are limited to a smaller amount. Please choose a smaller amount.',
  },
  [OrdersErrors.NUMBER_TOP_UPS_LIMIT]: {
    status: 403,
    message:
      'This phone number has received the most top-ups allowed in one day. Please try again tomorrow.',
  },
  [OrdersErrors.NUMBER_AMOUNT_LIMIT]: {
    status: 403,
    message:
      'This phone number has received the largest amount of top-ups allowed in one day. Please try again tomorrow.',
  },
};
