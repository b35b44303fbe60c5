/** Orders that should have moved on by now (reconciliation's work list). */
export interface StuckOrders {
  /** PAID, SUBMITTED or FAILED (refund not done), unchanged for the idle time. */
  toFulfil: string[];
  /** PENDING_PAYMENT with a checkout session: the payment may have happened unseen. */
  toCheckPayment: { orderId: string; sessionId: string }[];
}

export abstract class StuckOrderFinder {
  /** Orders unchanged for `idleSeconds`. */
  abstract find(idleSeconds: number): Promise<StuckOrders>;
}
