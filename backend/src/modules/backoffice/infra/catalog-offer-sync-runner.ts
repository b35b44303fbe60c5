import { Injectable } from '@nestjs/common';
import { RunOfferSyncNowService } from '../../catalog/services/run-offer-sync-now.service';
import { OfferSyncReport, OfferSyncRunner } from '../ports/offer-sync-runner';

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
