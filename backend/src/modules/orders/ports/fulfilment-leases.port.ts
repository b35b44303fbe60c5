/**
 * One fulfilment run at a time per order, whatever the queue does: a Redis restarted empty, a
 * webhook's copy or the sweep can hand an order to a second job while the first still runs, and
 * two runs that both look DT One up before either has sent would both send. The lease lives with
 * the order in PostgreSQL, not in Redis, so it survives what the queue forgets
 * (docs/decisions.md#one-fulfilment-run-per-order).
 */
export abstract class FulfilmentLeases {
  /** The order's lease, or null while another run holds one that has not lapsed. */
  abstract claim(orderId: string): Promise<FulfilmentLease | null>;
}

export interface FulfilmentLease {
  /**
   * Lengthens the lease; false when it lapsed and another run took the order meanwhile. A run
   * renews right before it sends, and sends only on true.
   */
  renew(): Promise<boolean>;
  /** Lets the next run in at once (a crashed run's lease lapses by itself). */
  release(): Promise<void>;
  /**
   * Stops renewing without writing: for a run whose order moved to where fulfilment ends
   * (ENDS_FULFILMENT), which ended the lease with the move.
   */
  stop(): void;
}
