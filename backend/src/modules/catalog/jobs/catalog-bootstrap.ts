import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { OfferRepository } from '../ports/offer.repository';
import { OfferSyncQueue } from '../ports/offer-sync-queue';

/** Worker start: register the nightly sync, and fill an empty catalogue right away. */
@Injectable()
export class CatalogBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger(CatalogBootstrap.name);

  constructor(
    private readonly queue: OfferSyncQueue,
    private readonly offers: OfferRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.scheduleNightly();
    if ((await this.offers.countActive()) === 0) {
      this.logger.log('The catalogue is empty: syncing offers now');
      await this.queue.request();
    }
  }
}
