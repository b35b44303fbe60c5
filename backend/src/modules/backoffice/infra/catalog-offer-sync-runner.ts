import { Injectable } from '@nestjs/common';
import { RunOfferSyncNowService } from '@modules/catalog/services/run-offer-sync-now.service';
import { OfferSyncReport, OfferSyncRunner } from '../ports/offer-sync-runner.port';

/** The catalogue's queued sync (CatalogModule exports it). */
@Injectable()
export class CatalogOfferSyncRunner extends OfferSyncRunner {
  constructor(private readonly syncs: RunOfferSyncNowService) {
    super();
  }

  runAndWait(timeoutMs: number): Promise<OfferSyncReport | null> {
    return this.syncs.runAndWait(timeoutMs);
  }
}
