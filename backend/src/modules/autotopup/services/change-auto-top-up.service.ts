import { Injectable } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { DomainError } from '@shared/domain/domain-error';
import { OfferQueryService } from '@modules/catalog/services/offer-query.service';
import { type AutoTopUp, change, type Change, type ChangeOutcome } from '../domain/auto-top-up';
import { AutoTopUpErrors } from '../domain/autotopup.errors';
import { AutoTopUpRepository } from '../ports/auto-top-up-repository.port';
import { SavedCardRepository } from '../ports/saved-card-repository.port';
import { clockOf } from './auto-top-up-settings';

/** What the customer may ask of a schedule on /Profile. */
export type CustomerChange =
  | { kind: 'skip' }
  | { kind: 'pause' }
  | { kind: 'resume' }
  | { kind: 'interval'; intervalDays: Extract<Change, { kind: 'interval' }>['intervalDays'] }
  | { kind: 'cancel' };

const REFUSALS = {
  cancelled: AutoTopUpErrors.CANCELLED,
  'not-started': AutoTopUpErrors.NOT_STARTED,
  'not-paused': AutoTopUpErrors.NOT_PAUSED,
  paused: AutoTopUpErrors.PAUSED,
} as const;

/**
 * The customer's skip, pause, resume, interval change and cancel, each for the next run
 * (docs/specification.md#automatic-top-ups). A skipped period gets its run row, so it is never
 * charged; resume agrees to today's price and needs the saved card.
 */
@Injectable()
export class ChangeAutoTopUpService {
  constructor(
    private readonly schedules: AutoTopUpRepository,
    private readonly cards: SavedCardRepository,
    private readonly offers: OfferQueryService,
    private readonly config: AppConfig,
  ) {}

  async change(customerId: string, id: string, asked: CustomerChange): Promise<AutoTopUp> {
    const found = await this.schedules.findById(id);
    if (!found || found.customerId !== customerId) throw new DomainError(AutoTopUpErrors.NOT_FOUND);
    const clock = clockOf(this.config.env);
    let domainChange: Change;
    if (asked.kind === 'resume') {
      if (!(await this.cards.find(customerId))?.paymentMethodRef)
        throw new DomainError(AutoTopUpErrors.NO_CARD);
      const price = await this.offers
        .activeOfferFor(found.productId, found.telenumber)
        .then((o) => o.amountCents + o.serviceChargeCents)
        .catch(() => undefined);
      domainChange = { kind: 'resume', agreedCents: price };
    } else if (asked.kind === 'pause' || asked.kind === 'cancel') {
      domainChange = { kind: asked.kind, reason: 'customer' };
    } else {
      domainChange = asked;
    }
    let outcome: ChangeOutcome | null = null;
    const now = new Date();
    const after = await this.schedules.update(
      id,
      (s) => {
        outcome = change(s, domainChange, now, clock);
        return outcome.ok ? outcome.schedule : null;
      },
      asked.kind === 'skip'
        ? (before) => ({
            period: before.nextPeriod,
            dueAt: before.nextDueAt!,
            state: 'skipped',
            outcome: 'skipped by the customer',
          })
        : undefined,
    );
    const result = outcome as ChangeOutcome | null;
    if (!after || !result) throw new DomainError(AutoTopUpErrors.NOT_FOUND);
    if (!result.ok) throw new DomainError(REFUSALS[result.why]);
    return after;
  }
}
