import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import type { AdminActor } from '../domain/admin-actor';
import { BackofficeErrors } from '../domain/backoffice.errors';
import { OfferSyncReport, OfferSyncRunner } from '../ports/offer-sync-runner.port';

/** How long Build Offers waits in all (a full DT One sync takes well under a minute). */
export const BUILD_TIMEOUT_MS = 120_000;
/** Pause before trying again while another sync holds the lock. */
export const BUSY_RETRY_MS = 1_000;

/**
 * Build Offers: a sync in the worker, and its report. When another sync (the nightly one, another
 * admin) holds the lock, the answer is not a blind success: we wait for that one to end and run
 * ours after it, so the report always describes a sync that started after the click. It is a
 * success only if that sync ran; a failure or running out of time answers 'Build failed'.
 */
@Injectable()
export class BuildOffersService {
  private readonly logger = new Logger(BuildOffersService.name);
  timeoutMs = BUILD_TIMEOUT_MS;
  busyRetryMs = BUSY_RETRY_MS;

  constructor(
    private readonly syncs: OfferSyncRunner,
    private readonly audit: RecordAdminActionService,
  ) {}

  async build(admin: AdminActor): Promise<OfferSyncReport> {
    let report: OfferSyncReport | null = null;
    let failure = 'timed out while another sync was running';
    try {
      report = await this.runOurs();
    } catch (err) {
      failure = (err as Error).message;
      this.logger.error(`Offer build failed: ${failure}`);
    }
    await this.audit.record({
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'offers.build',
      detail: report
        ? `inserted ${report.inserted}, updated ${report.updated}, deactivated ${report.deactivated}, skipped ${report.skipped}`
        : `failed: ${failure}`,
    });
    if (!report) throw new DomainError(BackofficeErrors.BUILD_FAILED);
    return report;
  }

  private async runOurs(): Promise<OfferSyncReport | null> {
    const deadline = Date.now() + this.timeoutMs;
    for (;;) {
      const left = deadline - Date.now();
      if (left <= 0) return null;
      const report = await this.syncs.runAndWait(left);
      if (report) return report;
      await new Promise((resolve) => setTimeout(resolve, Math.min(this.busyRetryMs, left)));
    }
  }
}
