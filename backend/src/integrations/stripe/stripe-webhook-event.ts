import Stripe from 'stripe';
import { InvalidWebhookSignature } from '../../shared/ports/card-checkout.port';

/**
 * The events that can change an order: a checkout session paid (cards: completed; others:
 * async) or expired unpaid (its order is then cancelled).
 */
const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
]);

/**
 * Verifies a webhook as Stripe signs it (HMAC of the raw body, 300 s tolerance) and answers the
 * id of the checkout session it concerns: null for other event types and for sessions we did not
 * create (no metadata.orderId), e.g. a payment link on the same Stripe account. No network.
 */
export function sessionIdFromWebhook(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): string | null {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
  } catch {
    // A wrong or missing signature, a stale timestamp, or a signed body that is not JSON.
    throw new InvalidWebhookSignature();
  }
  if (!SESSION_EVENTS.has(event.type)) return null;
  const session = event.data.object as Partial<Stripe.Checkout.Session>;
  return typeof session.id === 'string' && session.metadata?.orderId ? session.id : null;
}

/** Signs a payload as Stripe does (the sandbox's webhooks). */
export function signWebhookPayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
