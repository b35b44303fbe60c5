import { Module } from '@nestjs/common';
import { IdentityModule } from '@modules/identity/identity.module';
import { MobileLookupController } from './http/mobile-lookup.controller';
import { OffersController } from './http/offers.controller';
import { OffersRoute } from './http/offers.route';
import { BullmqOfferSyncQueue } from './infra/bullmq-offer-sync-queue';
import { OfferTypeormRepository } from './infra/offer.sql-repository';
import { RedisCatalogChangeNotifier } from './infra/redis-catalog-change-notifier';
import { CatalogChangeNotifier } from './ports/catalog-change-notifier.port';
import { OfferSyncQueue } from './ports/offer-sync-queue.port';
import { OfferRepository } from './ports/offer-repository.port';
import { MobileLookupService } from './services/mobile-lookup.service';
import { QuoteTypedAmountService } from './services/quote-typed-amount.service';
import { OfferQueryService } from './services/offer-query.service';
import { OfferSyncService } from './services/offer-sync.service';
import { OffersCatalogueService } from './services/offers-catalogue.service';
import { RunOfferSyncNowService } from './services/run-offer-sync-now.service';
import { catalogHttpErrors } from './http/catalog.http-errors';
import { HttpErrorRegistry } from '@shared/http/http-error-registry';

/**
 * Offers from DT One, pricing in cents, the offer sync job, mobile lookup. The provider adapters
 * (OfferSource, MobileLookup) come from integrations/dtone.
 */
@Module({
  imports: [IdentityModule],
  controllers: [OffersController, MobileLookupController],
  providers: [
    QuoteTypedAmountService,
    { provide: OfferRepository, useClass: OfferTypeormRepository },
    { provide: CatalogChangeNotifier, useClass: RedisCatalogChangeNotifier },
    { provide: OfferSyncQueue, useClass: BullmqOfferSyncQueue },
    OffersCatalogueService,
    OffersRoute,
    OfferQueryService,
    OfferSyncService,
    MobileLookupService,
    RunOfferSyncNowService,
  ],
  exports: [
    OfferQueryService,
    QuoteTypedAmountService,
    OfferSyncService,
    OfferSyncQueue,
    OfferRepository,
    RunOfferSyncNowService,
  ],
})
export class CatalogModule {
  constructor(errors: HttpErrorRegistry) {
    errors.register(catalogHttpErrors);
  }
}
