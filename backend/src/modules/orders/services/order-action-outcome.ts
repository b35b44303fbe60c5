/**
 * What an admin's "check now" or "refund" did to one order, in words the order page shows:
 * - payment-confirmed: the gateway says paid; the order is PAID and on its way to fulfilment
 * - not-paid: the gateway has no payment for the checkout (yet)
 * - completed / refunded: the order reached that final status
 * - refund-failed: the gateway refused the refund again (the order stays FAILED)
 * - in-progress: handed to fulfilment, which has not finished yet (DT One still working)
 * - nothing-to-do: the order is final (or has nothing to check)
 */
export type OrderActionOutcome =
  | 'payment-confirmed'
  | 'not-paid'
  | 'completed'
  | 'refunded'
  | 'refund-failed'
  | 'in-progress'
  | 'nothing-to-do';
