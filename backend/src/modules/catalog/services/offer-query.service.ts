import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import { CatalogErrors } from '../domain/catalog.errors';
import type { Offer } from '../domain/offer';
import { OfferRepository } from '../ports/offer.repository';

/** Reads of single offers, for the payment step and for orders (prices come from here only). */
@Injectable()
export class OfferQueryService {
  constructor(private readonly offers: OfferRepository) {}

  async activeOffer(productId: string): Promise<Offer> {
    const offer = await this.offers.findActive(productId);
    if (!offer) throw new DomainError(CatalogErrors.PRODUCT_NOT_AVAILABLE);
    return offer;
  }
}
