import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { SavedCards } from '@shared/ports/saved-cards.port';
import { StartCardCheckoutService } from '@modules/orders/services/start-card-checkout.service';
import type { IntervalDays } from '../domain/auto-top-up';
import { AutoTopUpErrors } from '../domain/autotopup.errors';
import { isTimeZone } from '../domain/wall-clock';
import { AutoTopUpRepository } from '../ports/auto-top-up-repository.port';
import { CustomerContacts } from '../ports/customer-contacts.port';
import { SavedCardRepository } from '../ports/saved-card-repository.port';

export interface AutoTopUpSetUp {
  productId: string;
  telenumber: string;
  intervalDays: IntervalDays;
  /** The browser's IANA time zone; an unknown one counts as UTC. */
  timeZone?: string;
  /** The customer ticked the consent to save the card for these charges. */
  consent: boolean;
}

/**
 * Setting up an automatic top-up on /Payment (card only): the customer's gateway customer (made
 * once per account), the first payment's Stripe Checkout asked to save the card for off-session
 * use, and the schedule kept pending until that payment is confirmed
 * (docs/decisions.md#setting-it-up).
 */
@Injectable()
export class StartAutoTopUpService {
  constructor(
    private readonly checkouts: StartCardCheckoutService,
    private readonly gateway: SavedCards,
    private readonly cards: SavedCardRepository,
    private readonly schedules: AutoTopUpRepository,
    private readonly contacts: CustomerContacts,
  ) {}

  async start(customerId: string, setUp: AutoTopUpSetUp): Promise<{ url: string }> {
    if (!setUp.consent) throw new DomainError(AutoTopUpErrors.CONSENT_MISSING);
    const customerRef = await this.gatewayCustomerOf(customerId);
    const started = await this.checkouts.start(
      customerId,
      setUp.productId,
      setUp.telenumber,
      undefined,
      customerRef,
    );
    await this.schedules.savePending({
      customerId,
      productId: setUp.productId,
      productName: started.productName,
      telenumber: setUp.telenumber,
      operatorName: started.operatorName,
      intervalDays: setUp.intervalDays,
      timeZone: setUp.timeZone && isTimeZone(setUp.timeZone) ? setUp.timeZone : 'UTC',
      agreedCents: started.totalCents,
      firstOrderId: started.orderId,
    });
    return { url: started.url };
  }

  private async gatewayCustomerOf(customerId: string): Promise<string> {
    const kept = await this.cards.find(customerId);
    if (kept) return kept.gatewayCustomerRef;
    const email = await this.contacts.emailOf(customerId);
    const ref = await this.gateway.customerFor({ accountId: customerId, email });
    return this.cards.keepCustomer(customerId, ref);
  }
}
