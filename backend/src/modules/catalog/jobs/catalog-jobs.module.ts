import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog.module';
import { CatalogBootstrap } from './catalog-bootstrap';
import { OfferSyncProcessor } from './offer-sync.processor';

/** Worker only: the offer sync and its schedule. */
@Module({ imports: [CatalogModule], providers: [OfferSyncProcessor, CatalogBootstrap] })
export class CatalogJobsModule {}
