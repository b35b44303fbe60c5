export const OrdersErrors = {
  INVALID_TRANSITION: 'ORDERS.INVALID_TRANSITION',
  ORDER_NOT_FOUND: 'ORDERS.ORDER_NOT_FOUND',
  STORE_CLOSED: 'ORDERS.STORE_CLOSED',
  PAYMENT_MISMATCH: 'ORDERS.PAYMENT_MISMATCH',
  NOT_REFUNDABLE: 'ORDERS.NOT_REFUNDABLE',
  TOO_MANY_CHECKOUTS: 'ORDERS.TOO_MANY_CHECKOUTS',
  /** A customer follows too many orders live at once (each is an open connection). */
  TOO_MANY_FOLLOWERS: 'ORDERS.TOO_MANY_FOLLOWERS',
  /** A capture for an order that no longer waits for payment (cancelled: never take money for it). */
  WALLET_ORDER_CLOSED: 'ORDERS.WALLET_ORDER_CLOSED',
  /** A blocked customer starts a checkout (docs/decisions-fraud.md#blocked-customers). */
  CUSTOMER_BLOCKED: 'ORDERS.CUSTOMER_BLOCKED',
} as const;
