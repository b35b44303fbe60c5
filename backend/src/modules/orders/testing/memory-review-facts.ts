import { AppConfig } from '@config/app-config';
import { CustomerReviewFacts, ReviewFactsReader } from '../ports/review-facts-reader.port';
import { ScreenPaymentService } from '../services/screen-payment.service';

/** The facts a test sets, per order (a customer with nothing remarkable otherwise). */
export class MemoryReviewFacts extends ReviewFactsReader {
  readonly facts = new Map<string, Partial<CustomerReviewFacts>>();
  async factsFor(orderId: string): Promise<CustomerReviewFacts> {
    return {
      earlierDeliveredOrders: 0,
      numbersLastHour: 1,
      accountTelephone: null,
      ...this.facts.get(orderId),
    };
  }
}

/** The screening with the default rules over `facts` (none: nothing is held for small orders). */
export const screeningOf = (
  facts = new MemoryReviewFacts(),
  env: Record<string, string> = {},
): ScreenPaymentService => new ScreenPaymentService(facts, new AppConfig(env));
