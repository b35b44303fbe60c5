import { Injectable } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { SavedCards } from '@shared/ports/saved-cards.port';
import { change } from '../domain/auto-top-up';
import { AutoTopUpRepository } from '../ports/auto-top-up-repository.port';
import { SavedCardRepository } from '../ports/saved-card-repository.port';
import { clockOf } from './auto-top-up-settings';

/**
 * Removes the saved card: detached at the gateway (it can never be charged again), forgotten
 * here, and every running schedule paused (resume needs a card saved by a new first payment).
 */
@Injectable()
export class RemoveSavedCardService {
  constructor(
    private readonly gateway: SavedCards,
    private readonly cards: SavedCardRepository,
    private readonly schedules: AutoTopUpRepository,
    private readonly config: AppConfig,
  ) {}

  async remove(customerId: string): Promise<void> {
    const card = await this.cards.find(customerId);
    if (card?.paymentMethodRef) await this.gateway.removeCard(card.paymentMethodRef);
    await this.cards.forgetCard(customerId);
    const now = new Date();
    for (const s of await this.schedules.listForCustomer(customerId)) {
      if (s.status !== 'active') continue;
      await this.schedules.update(s.id, (current) => {
        const done = change(
          current,
          { kind: 'pause', reason: 'card-removed' },
          now,
          clockOf(this.config.env),
        );
        return done.ok && current.status === 'active' ? done.schedule : null;
      });
    }
  }
}
