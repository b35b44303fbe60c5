import { Injectable } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { DomainError } from '@shared/domain/domain-error';
import { CatalogErrors } from '../domain/catalog.errors';
import type { Offer } from '../domain/offer';
import { rangedQuote, type RangedQuote, typedAmountProblem } from '../domain/pricing';
import { OfferQueryService } from './offer-query.service';

const problems = {
  missing: CatalogErrors.AMOUNT_REQUIRED,
  'out-of-range': CatalogErrors.AMOUNT_OUT_OF_RANGE,
  'bad-step': CatalogErrors.AMOUNT_BAD_STEP,
} as const;

/**
 * The price of an amount typed for a ranged offer (docs/specification.md#ranged-products):
 * what the home form shows before payment and what checkout charges, by one rule
 * (domain/pricing.ts rangedQuote) and the shop's pricing settings. A typed amount outside the
 * range or in fractions of a cent is refused (400); so is one typed for a fixed offer.
 */
@Injectable()
export class QuoteTypedAmountService {
  constructor(
    private readonly offers: OfferQueryService,
    private readonly config: AppConfig,
  ) {}

  async quote(productId: string, sentCents: number): Promise<{ offer: Offer; quote: RangedQuote }> {
    const offer = await this.offers.activeOffer(productId);
    return { offer, quote: this.quoteFor(offer, sentCents) };
  }

  /** Throws a DomainError (400) when the amount cannot be sent for this offer. */
  quoteFor(offer: Offer, sentCents: number | null | undefined): RangedQuote {
    if (offer.kind !== 'ranged' || !offer.range)
      throw new DomainError(CatalogErrors.AMOUNT_NOT_TYPED);
    const problem = typedAmountProblem(offer.range, sentCents);
    if (problem) throw new DomainError(problems[problem]);
    const env = this.config.env;
    const quote = rangedQuote(offer.range, sentCents!, {
      markupPercent: env.PRICING_MARKUP_PERCENT,
      feeFixedCents: env.PRICING_FEE_FIXED_CENTS,
      feePercent: env.PRICING_FEE_PERCENT,
    });
    // A synced ranged offer always has usable rates (the mapper drops the others).
    if (!quote) throw new DomainError(CatalogErrors.PRODUCT_NOT_AVAILABLE);
    return quote;
  }
}
