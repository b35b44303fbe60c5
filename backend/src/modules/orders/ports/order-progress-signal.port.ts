/**
 * "This order changed state", told to every process: the worker moves orders (fulfilment,
 * refunds, reconciliation) while the API holds the success pages that follow them live.
 */
export abstract class OrderProgressSignal {
  /** Tells every process that `orderId` moved; never fails the move that caused it. */
  abstract announce(orderId: string): Promise<void>;
  /** Calls `listener` each time `orderId` is announced; answers the function that stops it. */
  abstract follow(orderId: string, listener: () => void): () => void;
}
