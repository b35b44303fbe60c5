import { AppConfig } from '@config/app-config';
import { DomainError } from '@shared/domain/domain-error';
import type { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import { activate } from '../domain/auto-top-up';
import { AutoTopUpErrors } from '../domain/autotopup.errors';
import { MemoryAutoTopUps } from '../testing/memory-auto-top-ups';
import { pendingSchedule } from '../testing/schedules';
import { AdminAutoTopUpsService } from './admin-auto-top-ups.service';

describe("an admin and a client's automatic top-ups", () => {
  function setUp() {
    const schedules = new MemoryAutoTopUps();
    schedules.add(activate(pendingSchedule(), new Date(), { dayMs: null }));
    const recorded: unknown[] = [];
    const audit = {
      record: async (r: unknown) => void recorded.push(r),
    } as unknown as RecordAdminActionService;
    const service = new AdminAutoTopUpsService(schedules, audit, new AppConfig({}));
    return { schedules, recorded, service };
  }
  const admin = { id: 'a1', email: 'ops@example.com' };

  it('pauses one, audited with the reason; a second press is audited too', async () => {
    const { service, recorded } = setUp();
    expect(await service.pause(admin, 's1', 'asked by phone')).toMatchObject({
      status: 'paused',
      stopReason: 'admin',
    });
    await service.pause(admin, 's1', 'again');
    expect(recorded).toEqual([
      {
        adminId: 'a1',
        adminEmail: 'ops@example.com',
        action: 'auto-top-up.paused',
        detail: 's1 (+255754123456): asked by phone',
      },
      {
        adminId: 'a1',
        adminEmail: 'ops@example.com',
        action: 'auto-top-up.paused',
        detail: 's1 (+255754123456) (was paused): again',
      },
    ]);
  });

  it('an unknown schedule answers not found; the list carries each schedule’s runs', async () => {
    const { service } = setUp();
    await expect(service.pause(admin, 'nope', 'x')).rejects.toEqual(
      new DomainError(AutoTopUpErrors.NOT_FOUND),
    );
    expect(await service.ofClient('c1')).toEqual([
      { schedule: expect.objectContaining({ id: 's1' }), runs: [] },
    ]);
  });
});
