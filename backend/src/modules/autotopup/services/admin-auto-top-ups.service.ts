import { Injectable } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { DomainError } from '@shared/domain/domain-error';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import { type AutoTopUp, change } from '../domain/auto-top-up';
import type { AutoTopUpRun } from '../domain/auto-top-up-run';
import { AutoTopUpErrors } from '../domain/autotopup.errors';
import { AutoTopUpRepository } from '../ports/auto-top-up-repository.port';
import { clockOf } from './auto-top-up-settings';

/**
 * The back office's view of a client's schedules with their runs, and an admin's pause (audited,
 * also when there was nothing to pause, as every press of an admin is).
 */
@Injectable()
export class AdminAutoTopUpsService {
  constructor(
    private readonly schedules: AutoTopUpRepository,
    private readonly audit: RecordAdminActionService,
    private readonly config: AppConfig,
  ) {}

  async ofClient(customerId: string): Promise<{ schedule: AutoTopUp; runs: AutoTopUpRun[] }[]> {
    const schedules = await this.schedules.listForCustomer(customerId);
    return Promise.all(
      schedules.map(async (schedule) => ({
        schedule,
        runs: await this.schedules.runsOf(schedule.id, 50),
      })),
    );
  }

  async pause(
    admin: { id: string; email: string },
    id: string,
    reason: string,
  ): Promise<AutoTopUp> {
    const found = await this.schedules.findById(id);
    if (!found) throw new DomainError(AutoTopUpErrors.NOT_FOUND);
    const after = await this.schedules.update(id, (s) => {
      if (s.status !== 'active') return null;
      const done = change(
        s,
        { kind: 'pause', reason: 'admin' },
        new Date(),
        clockOf(this.config.env),
      );
      return done.ok ? done.schedule : null;
    });
    await this.audit.record({
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'auto-top-up.paused',
      detail: `${id} (${found.telenumber})${found.status !== 'active' ? ` (was ${found.status})` : ''}: ${reason}`,
    });
    return after ?? found;
  }
}
