import { DomainError } from '@shared/domain/domain-error';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import { MemoryAuditLog } from '@modules/identity/testing/admin-fakes';
import { BackofficeErrors } from '../domain/backoffice.errors';
import { ScriptedOfferSyncRunner } from '../testing/backoffice-fakes';
import { BuildOffersService } from './build-offers.service';

describe('Build Offers', () => {
  const admin = { id: 'a1', email: 'admin@example.com' };
  const report = { inserted: 3, updated: 2, deactivated: 1, skipped: 0 };

  function build(script: ConstructorParameters<typeof ScriptedOfferSyncRunner>[0]) {
    const runner = new ScriptedOfferSyncRunner(script);
    const log = new MemoryAuditLog();
    const service = new BuildOffersService(runner, new RecordAdminActionService(log));
    service.busyRetryMs = 1;
    service.timeoutMs = 200;
    return { service, runner, log };
  }

  it('answers the report and audits it', async () => {
    const { service, log } = build([report]);
    expect(await service.build(admin)).toEqual(report);
    expect(log.records).toEqual([
      expect.objectContaining({
        action: 'offers.build',
        detail: 'inserted 3, updated 2, deactivated 1, skipped 0',
      }),
    ]);
  });

  it('waits while another sync runs, then runs its own', async () => {
    const { service, runner } = build([null, null, report]);
    // Far from the deadline: a loaded machine must not turn three quick tries into a timeout.
    service.timeoutMs = 10_000;
    expect(await service.build(admin)).toEqual(report);
    expect(runner.calls).toBe(3);
  });

  it('fails with BUILD_FAILED when the sync fails, and audits the failure', async () => {
    const { service, log } = build([new Error('DT One answered 503')]);
    await expect(service.build(admin)).rejects.toEqual(
      new DomainError(BackofficeErrors.BUILD_FAILED),
    );
    expect(log.records[0].detail).toBe('failed: DT One answered 503');
  });

  it('fails when another sync keeps the lock past the deadline', async () => {
    const { service, log } = build([null]);
    await expect(service.build(admin)).rejects.toBeInstanceOf(DomainError);
    expect(log.records[0].detail).toBe('failed: timed out while another sync was running');
  });
});
