// The order statuses and what a person reads for each (the customer's history, the back office's
// filter and order page): the backend's own list and words, which its list and CSV use too, so
// the screens and the CSV cannot disagree. One source: backend/src/modules/orders/domain/order-status.ts.
import type { components } from './schema';
import {
  CUSTOMER_STATUS_WORDS as CUSTOMER_WORDS,
  ORDER_STATUS_WORDS as WORDS,
} from '../backend/src/modules/orders/domain/order-status';

export type OrderStatus = components['schemas']['OrderStatus'];

export { ORDER_STATUSES } from '../backend/src/modules/orders/domain/order-status';

/** Typed by the API's statuses: a status the API names and the backend does not fails to compile. */
export const ORDER_STATUS_WORDS: Readonly<Record<OrderStatus, string>> = WORDS;

/** What the customer reads (a held order: "We are checking this payment"). */
export const CUSTOMER_STATUS_WORDS: Readonly<Record<OrderStatus, string>> = CUSTOMER_WORDS;
