import { Injectable } from '@nestjs/common';
import type { WebhookSession } from '../ports/card-checkout.port';

export type CardPurpose = WebhookSession['purpose'];

/** Confirms (or cancels) what one checkout session paid for; `source` names who asked. */
export type CardSessionHandler = (sessionId: string, source: string) => Promise<unknown>;

/**
 * Which context settles a card checkout session, by the session's purpose (its metadata): each
 * context registers its handler from its module's constructor, so the signed Stripe webhook
 * (orders' route) hands an Mvm session to the mvm context without orders knowing of it.
 */
@Injectable()
export class CardSessionConfirmations {
  private readonly handlers = new Map<CardPurpose, CardSessionHandler>();

  register(purpose: CardPurpose, handler: CardSessionHandler): void {
    if (this.handlers.has(purpose))
      throw new Error(`Card sessions of purpose ${purpose} have a handler already`);
    this.handlers.set(purpose, handler);
  }

  /** Throws when no context handles the purpose (the webhook then fails and Stripe retries). */
  async confirm(purpose: CardPurpose, sessionId: string, source: string): Promise<void> {
    const handler = this.handlers.get(purpose);
    if (!handler) throw new Error(`No handler for card sessions of purpose ${purpose}`);
    await handler(sessionId, source);
  }
}
