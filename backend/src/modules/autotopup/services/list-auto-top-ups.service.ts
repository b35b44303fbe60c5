import { Injectable } from '@nestjs/common';
import { OfferQueryService } from '@modules/catalog/services/offer-query.service';
import type { AutoTopUp } from '../domain/auto-top-up';
import { AutoTopUpRepository } from '../ports/auto-top-up-repository.port';
import { SavedCardRepository, type StoredCard } from '../ports/saved-card-repository.port';

export interface AutoTopUpView {
  schedule: AutoTopUp;
  /** Today's total for the next charge; null when the product is not offered any more. */
  nextAmountCents: number | null;
}

/** /Profile's "Automatic top-ups": the customer's schedules, today's price, the saved card. */
@Injectable()
export class ListAutoTopUpsService {
  constructor(
    private readonly schedules: AutoTopUpRepository,
    private readonly cards: SavedCardRepository,
    private readonly offers: OfferQueryService,
  ) {}

  async list(customerId: string): Promise<{ schedules: AutoTopUpView[]; card: StoredCard | null }> {
    const schedules = await this.schedules.listForCustomer(customerId);
    const views = await Promise.all(
      schedules.map(async (schedule) => ({
        schedule,
        nextAmountCents:
          schedule.status === 'cancelled'
            ? null
            : await this.offers
                .activeOfferFor(schedule.productId, schedule.telenumber)
                .then((o) => o.amountCents + o.serviceChargeCents)
                .catch(() => null),
      })),
    );
    const card = await this.cards.find(customerId);
    return { schedules: views, card: card?.paymentMethodRef ? card : null };
  }
}
