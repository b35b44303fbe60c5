import type { CardPaymentAlert } from '../ports/card-payment-alerts.port';

/**
 * Acts on an early fraud warning or a dispute about a card payment: each payment context
 * implements it once (top-up orders, Mvm payments) and lists the class among its providers;
 * CardPaymentAlertDispatch finds the implementations, so the Stripe webhook reaches a context
 * without importing it. An alert names only Stripe's payment intent, so every handler is asked
 * and the one whose payment it is answers 'handled'.
 */
export abstract class CardPaymentAlertHandler {
  /** 'not-ours' when no payment of this context has that payment reference. */
  abstract handle(alert: CardPaymentAlert): Promise<'handled' | 'not-ours'>;
}
