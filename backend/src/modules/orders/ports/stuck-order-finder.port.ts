import type { Gateway } from '../domain/top-up-order';

/** Orders that should have moved on by now (reconciliation's work list). */
export interface StuckOrders {
  /** PAID, SUBMITTED or FAILED (refund not done), unchanged for the idle time. */
  toFulfil: string[];
  /**
   * PENDING_PAYMENT with a checkout session: the payment may have happened unseen, or the
   * session expired (the order is then cancelled). Asked until the gateway says which.
   */
  toCheckPayment: { orderId: string; sessionId: string; gateway: Gateway }[];
  /** PENDING_PAYMENT without a session after a checkout's lifetime: nobody can ever pay it. */
  toCancel: string[];
  /** HELD_FOR_REVIEW for longer than the hold may last: nobody decided, the money goes back. */
  heldTooLong: string[];
}

export abstract class StuckOrderFinder {
  /**
   * Orders unchanged for `idleSeconds`; unpaid ones without a session after the lifetime; held
   * ones held for more than `holdHours`.
   */
  abstract find(
    idleSeconds: number,
    checkoutLifetimeMs: number,
    holdHours: number,
  ): Promise<StuckOrders>;
}
