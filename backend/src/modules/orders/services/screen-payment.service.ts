import { Injectable } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { accountCountryOf, reviewReasons, ReviewRules } from '../domain/review-rules';
import { totalCents, TopUpOrder } from '../domain/top-up-order';
import { ReviewFactsReader } from '../ports/review-facts-reader.port';

/**
 * Whether an order whose payment just arrived waits for a person before fulfilment
 * (docs/specification.md#review-queue): the reasons, joined, or null to fulfil at once. Asked by
 * both payment paths (card and wallet) before the payment is recorded, so the order goes from
 * PENDING_PAYMENT straight to PAID or HELD_FOR_REVIEW in one step and no crash can leave a risky
 * order PAID for the sweep to fulfil.
 */
@Injectable()
export class ScreenPaymentService {
  constructor(
    private readonly facts: ReviewFactsReader,
    private readonly config: AppConfig,
  ) {}

  get rules(): ReviewRules {
    const env = this.config.env;
    return {
      firstOrderAboveCents: env.REVIEW_FIRST_ORDER_ABOVE_CENTS,
      numbersPerHour: env.REVIEW_NUMBERS_PER_HOUR,
      countryMismatch: env.REVIEW_COUNTRY_MISMATCH,
    };
  }

  async holdReason(order: TopUpOrder, paymentCountry: string | null): Promise<string | null> {
    const known = await this.facts.factsFor(order.id);
    const reasons = reviewReasons(
      {
        totalCents: totalCents(order),
        earlierDeliveredOrders: known.earlierDeliveredOrders,
        numbersLastHour: known.numbersLastHour,
        paymentCountry,
        accountCountry: accountCountryOf(known.accountTelephone),
      },
      this.rules,
    );
    return reasons.length ? reasons.join('; ') : null;
  }
}
