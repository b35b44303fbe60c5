import Stripe from 'stripe';
import {
  CardCheckout,
  CheckoutPayment,
  CheckoutRequest,
  CheckoutSession,
  RefundResult,
} from '../../shared/ports/card-checkout.port';
import { toCheckoutPayment } from './checkout-payment.mapper';
import { sessionIdFromWebhook } from './stripe-webhook-event';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** A local stand-in for api.stripe.com (tests). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** One API call may take this long; stripe-node retries twice (same idempotency key). */
const TIMEOUT_MS = 30_000;

/** Stripe Checkout through stripe-node: hosted payment page, webhooks, refunds. */
export class StripeCardCheckout extends CardCheckout {
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    super();
    this.stripe = new Stripe(settings.secretKey, {
      host: settings.host,
      port: settings.port,
      protocol: settings.protocol,
      timeout: TIMEOUT_MS,
      appInfo: { name: 'SelamTopup' },
    });
  }

  async createSession(request: CheckoutRequest): Promise<CheckoutSession> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: request.orderId,
        metadata: { orderId: request.orderId, purpose: request.purpose },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: request.amountCents,
              product_data: { name: request.description },
            },
          },
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
        ...(request.expiresAt
          ? { expires_at: Math.floor(request.expiresAt.getTime() / 1000) }
          : {}),
      },
      // The same order gets the same session back, also when a retry crosses a lost answer.
      { idempotencyKey: `checkout-${request.orderId}` },
    );
    if (!session.url) throw new Error(`Stripe: checkout session ${session.id} has no url`);
    return {
      sessionId: session.id,
      url: session.url,
      expiresAt: new Date(session.expires_at * 1000),
    };
  }

  async retrieveSession(sessionId: string): Promise<CheckoutPayment> {
    try {
      return toCheckoutPayment(await this.stripe.checkout.sessions.retrieve(sessionId));
    } catch (error) {
      // A session Stripe does not know can never be paid.
      if (isStripeError(error) && error.code === 'resource_missing') {
        return { state: 'expired', sessionId, orderId: null };
      }
      throw error;
    }
  }

  async sessionFromWebhook(rawBody: Buffer, signature: string | undefined) {
    return sessionIdFromWebhook(rawBody, signature, this.settings.webhookSecret);
  }

  async refund(paymentRef: string, orderId: string): Promise<RefundResult> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: paymentRef },
        { idempotencyKey: `refund-${orderId}` },
      );
      return refundResult(refund);
    } catch (error) {
      if (!isDeclined(error)) throw error;
      // Refunded by an earlier attempt whose idempotency key has expired (24 h): answer that refund.
      if (error.code === 'charge_already_refunded') {
        const earlier = await this.stripe.refunds.list({ payment_intent: paymentRef, limit: 1 });
        if (earlier.data[0]) return refundResult(earlier.data[0]);
      }
      return { state: 'failed', reason: error.message };
    }
  }
}

function refundResult(refund: Stripe.Refund): RefundResult {
  if (refund.status === 'failed' || refund.status === 'canceled') {
    const why = refund.failure_reason ? `: ${refund.failure_reason}` : '';
    return { state: 'failed', reason: `Refund ${refund.status}${why}` };
  }
  // succeeded, or pending (card refunds settle later but are committed).
  return { state: 'refunded', refundRef: refund.id };
}

function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** Stripe refused the request itself (card or invalid request): an outcome, not a fault. */
function isDeclined(error: unknown): error is Stripe.errors.StripeError {
  return (
    error instanceof Stripe.errors.StripeCardError ||
    error instanceof Stripe.errors.StripeInvalidRequestError
  );
}
