import Stripe from 'stripe';
import { ProviderUnavailableError, retryAfterSeconds } from '@shared/domain/provider-unavailable';
import {
  CardCheckout,
  CheckoutPayment,
  CheckoutRequest,
  CheckoutSession,
  RefundResult,
} from '@shared/ports/card-checkout.port';
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

/**
 * Stripe Checkout through stripe-node: hosted payment page, webhooks, refunds. Expected outcomes
 * are values; every other Stripe error (bad key, outage, rate limit…) leaves as a
 * ProviderUnavailableError, so Stripe's words reach our log and never a browser.
 */
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
    const session = await faultsOf('create a checkout session', () =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.orderId,
          metadata: { ...request.metadata, orderId: request.orderId, purpose: request.purpose },
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
          ...(request.saveCardFor
            ? {
                customer: request.saveCardFor,
                payment_intent_data: { setup_future_usage: 'off_session' as const },
              }
            : request.customerEmail
              ? { customer_email: request.customerEmail }
              : {}),
          ...(request.threeDSecure
            ? {
                payment_method_options: {
                  card: { request_three_d_secure: request.threeDSecure },
                },
              }
            : {}),
          ...(request.expiresAt
            ? { expires_at: Math.floor(request.expiresAt.getTime() / 1000) }
            : {}),
        },
        // The same order gets the same session back, also when a retry crosses a lost answer.
        { idempotencyKey: `checkout-${request.orderId}` },
      ),
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
      // The payment and its latest charge come along: the charge tells the card's country.
      return toCheckoutPayment(
        await this.stripe.checkout.sessions.retrieve(sessionId, {
          expand: ['payment_intent.latest_charge'],
        }),
      );
    } catch (error) {
      // A session Stripe does not know can never be paid.
      if (isStripeError(error) && error.code === 'resource_missing') {
        return { state: 'expired', sessionId, orderId: null };
      }
      throw unavailable(error, 'retrieve a checkout session');
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
      if (!isDeclined(error)) throw unavailable(error, 'refund');
      // Refunded by an earlier attempt whose idempotency key has expired (24 h): answer that refund.
      if (error.code === 'charge_already_refunded') {
        const earlier = await faultsOf('list refunds', () =>
          this.stripe.refunds.list({ payment_intent: paymentRef, limit: 1 }),
        );
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

/** Runs one Stripe call; its faults leave as ProviderUnavailableError. */
export async function faultsOf<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw unavailable(error, what);
  }
}

/**
 * A Stripe error as our provider fault, Stripe's words kept for the log; a 429 says how long to
 * wait. Anything that is not Stripe's (a bug of ours) goes on as it is.
 */
export function unavailable(error: unknown, what: string): unknown {
  if (!isStripeError(error)) return error;
  const detail = `Stripe could not ${what}: ${error.type} ${error.statusCode ?? '-'} ${error.message}`;
  if (error instanceof Stripe.errors.StripeRateLimitError || error.statusCode === 429) {
    const header = (error.headers as Record<string, string> | undefined)?.['retry-after'];
    return new ProviderUnavailableError('Stripe', detail, retryAfterSeconds(header));
  }
  return new ProviderUnavailableError('Stripe', detail);
}

export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** Stripe refused the request itself (card or invalid request): an outcome, not a fault. */
function isDeclined(error: unknown): error is Stripe.errors.StripeError {
  return (
    error instanceof Stripe.errors.StripeCardError ||
    error instanceof Stripe.errors.StripeInvalidRequestError
  );
}
