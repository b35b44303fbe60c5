import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { CatalogErrors } from '../domain/catalog.errors';
import type { Offer } from '../domain/offer';
import { recipientProblem } from '../domain/recipient-number';
import { OfferRepository } from '../ports/offer-repository.port';

/** Reads of single offers, for the payment step and for orders (prices come from here only). */
@Injectable()
export class OfferQueryService {
  constructor(private readonly offers: OfferRepository) {}

  async activeOffer(productId: string): Promise<Offer> {
    const offer = await this.offers.findActive(productId);
    if (!offer) throw new DomainError(CatalogErrors.PRODUCT_NOT_AVAILABLE);
    return offer;
  }

  /**
   * The active offer for a top-up to `telenumber`, refused (400) when the number is not a
   * mobile number of the product's country: checked before any order or provider call.
   */
  async activeOfferFor(productId: string, telenumber: string): Promise<Offer> {
    const offer = await this.activeOffer(productId);
    const problem = recipientProblem(telenumber, offer.countryIso3);
    if (problem === 'not-in-country') throw new DomainError(CatalogErrors.NUMBER_NOT_IN_COUNTRY);
    if (problem === 'not-mobile') throw new DomainError(CatalogErrors.NOT_A_MOBILE_NUMBER);
    return offer;
  }
}
