export const OrdersErrors = {
  INVALID_TRANSITION: 'ORDERS.INVALID_TRANSITION',
  ORDER_NOT_FOUND: 'ORDERS.ORDER_NOT_FOUND',
  STORE_CLOSED: 'ORDERS.STORE_CLOSED',
  PAYMENT_MISMATCH: 'ORDERS.PAYMENT_MISMATCH',
  NOT_REFUNDABLE: 'ORDERS.NOT_REFUNDABLE',
  /** Approve or Refuse of an order no longer (or never) held for review: someone decided first. */
  NOT_HELD: 'ORDERS.NOT_HELD',
  TOO_MANY_CHECKOUTS: 'ORDERS.TOO_MANY_CHECKOUTS',
  /** A customer follows too many orders live at once (each is an open connection). */
  TOO_MANY_FOLLOWERS: 'ORDERS.TOO_MANY_FOLLOWERS',
  /** A capture for an order that no longer waits for payment (cancelled: never take money for it). */
  WALLET_ORDER_CLOSED: 'ORDERS.WALLET_ORDER_CLOSED',
  /** Risk limits (domain/risk-limits.ts): the checkout would go over one; no order is made. */
  NEW_CUSTOMER_LIMIT: 'ORDERS.NEW_CUSTOMER_LIMIT',
  DAILY_AMOUNT_LIMIT: 'ORDERS.DAILY_AMOUNT_LIMIT',
  DAILY_TOP_UPS_LIMIT: 'ORDERS.DAILY_TOP_UPS_LIMIT',
  NEW_NUMBER_LIMIT: 'ORDERS.NEW_NUMBER_LIMIT',
  NUMBER_TOP_UPS_LIMIT: 'ORDERS.NUMBER_TOP_UPS_LIMIT',
  NUMBER_AMOUNT_LIMIT: 'ORDERS.NUMBER_AMOUNT_LIMIT',
  /** A blocked customer starts a checkout (docs/decisions.md#blocked-customers). */
  CUSTOMER_BLOCKED: 'ORDERS.CUSTOMER_BLOCKED',
} as const;
