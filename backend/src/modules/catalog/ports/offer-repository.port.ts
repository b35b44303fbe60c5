import type { Offer } from '../domain/offer';
import type { OfferPromotion } from '../domain/promotions';
import type { WhatArrives } from '../domain/what-arrives';
import type { ProviderProduct } from './offer-source.port';

export interface PricedProduct {
  product: ProviderProduct;
  amountCents: number;
  serviceChargeCents: number;
  whatArrives: WhatArrives;
  /** The product's own promotions and those GET /promotions names it in, none ended. */
  promotions: OfferPromotion[];
}

export abstract class OfferRepository {
  /** Inserts or updates products seen in a sync; answers how many were new. */
  abstract upsert(
    items: PricedProduct[],
    seenAt: Date,
  ): Promise<{ inserted: number; updated: number }>;
  /** Deactivates what the provider no longer lists (never deletes: past orders keep their product). */
  abstract deactivateNotSeenSince(seenAt: Date): Promise<number>;
  abstract countActive(): Promise<number>;
  abstract listActive(filter: { country?: string; operator?: string }): Promise<Offer[]>;
  /** Changes whenever anything about the active offers does (a digest of every column). */
  abstract activeVersion(): Promise<string>;
  abstract findActive(productId: string): Promise<Offer | null>;
  /** Runs `work` unless another sync holds the lock; null when it does. */
  abstract exclusively<T>(work: () => Promise<T>): Promise<T | null>;
}
