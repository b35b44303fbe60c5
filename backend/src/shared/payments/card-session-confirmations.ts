import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import {
  type CardPurpose,
  CardSessionConfirmationHandler,
} from './card-session-confirmation-handler.port';
import { providersImplementing } from './handler-discovery';

/**
 * Which context settles a card checkout session, by the session's purpose: the providers that
 * implement CardSessionConfirmationHandler, collected once at start.
 */
@Injectable()
export class CardSessionConfirmations implements OnModuleInit {
  private readonly handlers = new Map<CardPurpose, CardSessionConfirmationHandler>();

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    for (const handler of providersImplementing(this.discovery, CardSessionConfirmationHandler)) {
      if (this.handlers.has(handler.purpose))
        throw new Error(`Card sessions of purpose ${handler.purpose} have a handler already`);
      this.handlers.set(handler.purpose, handler);
    }
  }

  /** Throws when no context handles the purpose (the webhook then fails and Stripe retries). */
  async confirm(purpose: CardPurpose, sessionId: string, source: string): Promise<void> {
    const handler = this.handlers.get(purpose);
    if (!handler) throw new Error(`No handler for card sessions of purpose ${purpose}`);
    await handler.confirm(sessionId, source);
  }
}
