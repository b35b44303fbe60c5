import type { Cents } from '../domain/money';

/**
 * Stripe's warnings about card payments we took: an early fraud warning (the card's issuer
 * reports the payment as fraud; a dispute usually follows) and a dispute (the cardholder asks
 * the bank for the money back). Normalised from Stripe's objects, as read back from Stripe.
 */
export type CardPaymentAlert =
  | {
      kind: 'early_fraud_warning';
      /** Stripe's id (issfr_…). */
      id: string;
      /** The payment intent: our orders' and Mvm payments' payment reference. */
      paymentRef: string;
      chargeRef: string;
      /** Stripe's fraud_type, e.g. 'made_with_stolen_card'. */
      fraudType: string;
      /** Whether a refund or a dispute can still follow (Stripe's `actionable`). */
      actionable: boolean;
    }
  | {
      kind: 'dispute';
      /** Stripe's id (dp_…). */
      id: string;
      paymentRef: string;
      chargeRef: string;
      /** Stripe's dispute status: needs_response, under_review, won, lost, … */
      status: string;
      /** Stripe's reason: fraudulent, product_not_received, … */
      reason: string;
      amountCents: Cents;
    };

/** A webhook's alert, before it is read back: which kind, which Stripe object. */
export interface CardPaymentAlertRef {
  kind: CardPaymentAlert['kind'];
  id: string;
}

/**
 * The card gateway's warnings about payments (Stripe Radar's early fraud warnings, disputes).
 * Webhooks only name the object; it is read back from the gateway before anything is done, so a
 * forged or replayed body can name nothing the gateway does not confirm.
 */
export abstract class CardPaymentAlerts {
  /**
   * Verifies a webhook's signature on the raw body and answers the alert it names (null for
   * other event types). Throws InvalidWebhookSignature.
   */
  abstract alertFromWebhook(
    rawBody: Buffer,
    signature: string | undefined,
  ): Promise<CardPaymentAlertRef | null>;
  /** The alert as the gateway has it now; null when the gateway does not know it. */
  abstract retrieve(ref: CardPaymentAlertRef): Promise<CardPaymentAlert | null>;
}
