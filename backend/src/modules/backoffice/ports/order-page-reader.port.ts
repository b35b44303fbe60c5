import type { OrderPage } from '../domain/order-page';

/** The order page read model (orders' tables, read directly: lists and pages are read models). */
export abstract class OrderPageReader {
  abstract find(orderId: string): Promise<OrderPage | null>;
}
