import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { SavedCards } from '@shared/ports/saved-cards.port';
import { activate, change } from '../domain/auto-top-up';
import { AutoTopUpRepository } from '../ports/auto-top-up-repository.port';
import { SavedCardRepository } from '../ports/saved-card-repository.port';
import { BATCH, clockOf } from './auto-top-up-settings';

const PAID = ['PAID', 'SUBMITTED', 'COMPLETED'];
const NEVER_PAID = ['CANCELLED', 'REFUNDED', 'FAILED'];

/**
 * A schedule starts from its first payment (docs/decisions.md#setting-it-up): once
 * that order is confirmed paid (not held for review), the card the payment saved is kept and
 * period 1 falls one interval later; an order that was never paid (or refunded) cancels it.
 * A sweep of the run job, so a crash anywhere only delays the start.
 */
@Injectable()
export class ActivateAutoTopUpsService {
  private readonly logger = new Logger(ActivateAutoTopUpsService.name);

  constructor(
    private readonly schedules: AutoTopUpRepository,
    private readonly gateway: SavedCards,
    private readonly cards: SavedCardRepository,
    private readonly config: AppConfig,
  ) {}

  async activatePending(now = new Date()): Promise<number> {
    const clock = clockOf(this.config.env);
    let started = 0;
    for (const { schedule, orderStatus, paidAt, checkoutSessionId } of await this.schedules.pending(
      BATCH,
    )) {
      if (NEVER_PAID.includes(orderStatus)) {
        await this.schedules.update(schedule.id, (s) => {
          const done = change(s, { kind: 'cancel', reason: 'not-paid' }, now, clock);
          return done.ok ? done.schedule : null;
        });
        continue;
      }
      if (!PAID.includes(orderStatus) || !paidAt || !checkoutSessionId) continue;
      const saved = await this.gateway.savedCardOf(checkoutSessionId);
      if (!saved) {
        this.logger.warn(`Auto top-up ${schedule.id}: the first payment saved no card`);
        await this.schedules.update(schedule.id, (s) => {
          const done = change(s, { kind: 'cancel', reason: 'card-removed' }, now, clock);
          return done.ok ? done.schedule : null;
        });
        continue;
      }
      await this.cards.keepCard(schedule.customerId, saved);
      const after = await this.schedules.update(schedule.id, (s) =>
        s.status === 'pending' ? activate(s, paidAt, clock) : null,
      );
      if (after?.status === 'active') started++;
    }
    return started;
  }
}
