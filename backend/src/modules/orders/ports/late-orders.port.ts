import type { OrderStatus } from '../domain/order-status';

/** A paid order not delivered yet, with how long it has been waiting for its top-up. */
export interface LateOrderCandidate {
  orderId: string;
  status: OrderStatus;
  /** Since it was paid (or approved, for an order held for review). */
  sendingMs: number;
  delayNoticedAt: Date | null;
  timeLimitAt: Date | null;
}

/**
 * The delay sweep's reads and its two once-only marks (docs/specification.md#delayed-top-ups).
 * Each mark is written only if the order is still paid and undelivered and was not marked yet,
 * with its history line, in one statement: of two sweeps at once exactly one gets true.
 */
export abstract class LateOrders {
  /** Paid, undelivered orders waiting at least `minSendingMs` with a mark still to make. */
  abstract find(minSendingMs: number): Promise<LateOrderCandidate[]>;
  /** The customer is told it is late: true for the one caller that marked it. */
  abstract markNoticed(orderId: string, detail: string): Promise<boolean>;
  /** The time limit is reached: true for the one caller that marked it. */
  abstract markTimeLimit(orderId: string, detail: string): Promise<boolean>;
}
