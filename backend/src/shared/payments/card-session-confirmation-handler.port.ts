import type { WebhookSession } from '../ports/card-checkout.port';

export type CardPurpose = WebhookSession['purpose'];

/**
 * Settles the checkout sessions of one purpose (their metadata.purpose): each payment context
 * implements it once (top-up orders, Mvm payments) and lists the class among its providers;
 * CardSessionConfirmations finds the implementations, so the Stripe webhook reaches a context
 * without importing it.
 */
export abstract class CardSessionConfirmationHandler {
  abstract readonly purpose: CardPurpose;
  /** Confirms (or cancels) what the session paid for; `source` names who asked. */
  abstract confirm(sessionId: string, source: string): Promise<void>;
}
