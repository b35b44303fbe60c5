/** Hands a paid order to the worker. Job id = order id, so a paid order has one job. */
export abstract class FulfilmentQueue {
  abstract enqueue(orderId: string): Promise<void>;
}
