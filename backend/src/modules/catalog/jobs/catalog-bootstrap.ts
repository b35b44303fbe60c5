import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { OfferRepository } from '../ports/offer-repository.port';
import { OfferSyncQueue } from '../ports/offer-sync-queue.port';

/** Worker start: fill an empty catalogue right away (the nightly sync is a job scheduler). */
@Injectable()
export class CatalogBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger(CatalogBootstrap.name);

  constructor(
    private readonly queue: OfferSyncQueue,
    private readonly offers: OfferRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if ((await this.offers.countActive()) === 0) {
      this.logger.log('The catalogue is empty: syncing offers now');
      await this.queue.request();
    }
  }
}
