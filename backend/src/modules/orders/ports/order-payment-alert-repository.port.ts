import type { OrderPaymentAlert } from '../domain/payment-alert';

/** Early fraud warnings and disputes about orders (card_payment_alerts), one row per Stripe id. */
export abstract class OrderPaymentAlertRepository {
  /**
   * Keeps the alert (its newest status, reason and amount); answers the status it had before,
   * null when it is new. Copies of one webhook arriving at once see one 'new' between them.
   */
  abstract record(alert: OrderPaymentAlert): Promise<{ previousStatus: string | null }>;
  /**
   * Marks the alert's work done (with the refund it made, if any): true for the one call that
   * marks it, false for every later or concurrent one (so its audit row and mail go out once).
   */
  abstract markHandled(id: string, refundRef: string | null): Promise<boolean>;
}
