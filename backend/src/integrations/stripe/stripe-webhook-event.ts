import Stripe from 'stripe';
import { InvalidWebhookSignature, type WebhookSession } from '@shared/ports/card-checkout.port';
import type { CardPaymentAlertRef } from '@shared/ports/card-payment-alerts.port';

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
  const event = verifiedEvent(rawBody, signature, secret);
  if (!SESSION_EVENTS.has(event.type)) return null;
  const session = event.data.object as Partial<Stripe.Checkout.Session>;
  const purpose = session.metadata?.purpose;
  if (typeof session.id !== 'string' || !session.metadata?.orderId) return null;
  if (typeof purpose !== 'string' || !PURPOSES.includes(purpose)) return null;
  return { sessionId: session.id, purpose: purpose as WebhookSession['purpose'] };
}

/** The events about our payments after they were taken: read back by their object's id. */
const ALERT_EVENTS: Record<string, CardPaymentAlertRef['kind']> = {
  'radar.early_fraud_warning.created': 'early_fraud_warning',
  'radar.early_fraud_warning.updated': 'early_fraud_warning',
  'charge.dispute.created': 'dispute',
  'charge.dispute.updated': 'dispute',
  'charge.dispute.closed': 'dispute',
};

/**
 * Verifies a webhook as sessionIdFromWebhook does and answers the early fraud warning or dispute
 * it names (null for other event types): only the id is taken from the body, the object itself
 * is read back from Stripe.
 */
export function alertRefFromWebhook(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): CardPaymentAlertRef | null {
  const event = verifiedEvent(rawBody, signature, secret);
  const kind = ALERT_EVENTS[event.type];
  const id = (event.data.object as { id?: unknown }).id;
  return kind && typeof id === 'string' && id ? { kind, id } : null;
}

function verifiedEvent(rawBody: Buffer, signature: string | undefined, secret: string) {
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
  } catch {
    // A wrong or missing signature, a stale timestamp, or a signed body that is not JSON.
    throw new InvalidWebhookSignature();
  }
}

/** Signs a payload as Stripe does (the sandbox's webhooks). */
export function signWebhookPayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
