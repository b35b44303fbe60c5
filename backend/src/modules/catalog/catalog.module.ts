import { Module } from '@nestjs/common';

/** Offers from DT One, pricing in cents, the offer sync job, mobile lookup. */
@Module({})
export class CatalogModule {}
