import type { Cents } from '../domain/money';

/**
 * The card payment gateway (Stripe Checkout), used by top-up orders and Mvm payments.
 * Expected outcomes are values; only faults (network, 5xx, bad configuration) throw.
 */
export interface CheckoutRequest {
  /** Our order or payment id: Stripe's client_reference_id and metadata.orderId. */
  orderId: string;
  purpose: 'topup' | 'mvm';
  amountCents: Cents;
  /** The one line item's name, e.g. "Airtime top-up 2,000 TZS to +255754123456". */
  description: string;
  /** May contain {CHECKOUT_SESSION_ID}. */
  successUrl: string;
  cancelUrl: string;
  /** Who pays (Stripe's customer_email): receipts, and a signal Radar weighs. */
  customerEmail?: string;
  /**
   * Saves the card for later charges without the cardholder (automatic top-ups): the gateway's
   * customer (SavedCards.customerFor) pays, and Stripe is asked for
   * payment_intent_data.setup_future_usage=off_session. customerEmail is then not sent (Stripe
   * takes either a customer or an e-mail).
   */
  saveCardFor?: string;
  /**
   * Stripe's payment_method_options.card.request_three_d_secure: 'any' asks the card's issuer to
   * authenticate the payer whenever it can (the liability for fraud then moves to the issuer),
   * 'automatic' leaves it to Stripe. Absent: Stripe's default (automatic).
   */
  threeDSecure?: 'any' | 'automatic';
  /**
   * Extra metadata for Stripe Radar's rules (string values, Stripe's limits: 40-character keys,
   * 500-character values); orderId and purpose are always set and cannot be replaced.
   */
  metadata?: Record<string, string>;
  /**
   * When the session stops taking payments (Stripe's expires_at: 30 minutes to 24 hours after
   * creation). The same for every call of one order, so an idempotent retry asks the same thing.
   */
  expiresAt?: Date;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
  /** When the gateway will expire the session unpaid. */
  expiresAt: Date;
}

/** What a checkout session says about the money (normalised from Stripe). */
export type CheckoutPayment =
  | {
      state: 'paid';
      sessionId: string;
      orderId: string;
      purpose: 'topup' | 'mvm';
      paymentRef: string;
      amountCents: Cents;
      currency: string;
      /**
       * The card's issuing country (ISO alpha-2) when the gateway tells it: Stripe's
       * payment_method_details.card.country of the payment's latest charge.
       */
      cardCountry?: string | null;
    }
  | { state: 'unpaid'; sessionId: string; orderId: string | null }
  | { state: 'expired'; sessionId: string; orderId: string | null };

/** A webhook's checkout session and whose it is (metadata.purpose): its handler is chosen by it. */
export interface WebhookSession {
  sessionId: string;
  purpose: CheckoutRequest['purpose'];
}

export type RefundResult =
  { state: 'refunded'; refundRef: string } | { state: 'failed'; reason: string };

export class InvalidWebhookSignature extends Error {
  constructor() {
    super('Invalid webhook signature');
    this.name = 'InvalidWebhookSignature';
  }
}

export abstract class CardCheckout {
  /** One session per payment attempt (idempotent per order id). */
  abstract createSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Asks the gateway what happened to a session (the success page's check, reconciliation). */
  abstract retrieveSession(sessionId: string): Promise<CheckoutPayment>;
  /**
   * Verifies a webhook's signature on the raw body and answers the checkout session it concerns
   * with its purpose (completed, paid later, or expired; null for event types we ignore and for
   * sessions we did not create). Throws InvalidWebhookSignature.
   */
  abstract sessionFromWebhook(
    rawBody: Buffer,
    signature: string | undefined,
  ): Promise<WebhookSession | null>;
  /** Refunds the whole payment (idempotent per order id). */
  abstract refund(paymentRef: string, orderId: string): Promise<RefundResult>;
}
