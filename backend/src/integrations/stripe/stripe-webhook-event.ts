import Stripe from 'stripe';
import { InvalidWebhookSignature, type WebhookSession } from '@shared/ports/card-checkout.port';

/**
 * The events that can change an order: a checkout session paid (cards: completed; others:
 * async) or expired unpaid (its order is then cancelled).
 */
const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
]);

const PURPOSES: readonly string[] = ['topup', 'mvm'] satisfies WebhookSession['purpose'][];

/**
 * Verifies a webhook as Stripe signs it (HMAC of the raw body, 300 s tolerance) and answers the
 * checkout session it concerns with its purpose (metadata.purpose: whose payment it is): null
 * for other event types and for sessions we did not create (no metadata.orderId, or a purpose
 * that is not ours), e.g. a payment link on the same Stripe account. No network.
 */
export function sessionIdFromWebhook(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): WebhookSession | null {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
  } catch {
    // A wrong or missing signature, a stale timestamp, or a signed body that is not JSON.
    throw new InvalidWebhookSignature();
  }
  if (!SESSION_EVENTS.has(event.type)) return null;
  const session = event.data.object as Partial<Stripe.Checkout.Session>;
  const purpose = session.metadata?.purpose;
  if (typeof session.id !== 'string' || !session.metadata?.orderId) return null;
  if (typeof purpose !== 'string' || !PURPOSES.includes(purpose)) return null;
  return { sessionId: session.id, purpose: purpose as WebhookSession['purpose'] };
}

/** Signs a payload as Stripe does (the sandbox's webhooks). */
export function signWebhookPayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
