import { anAdmin, MemoryAdminRepository, MemoryAuditLog } from '../testing/admin-fakes';
import { MemorySecondFactors } from '../testing/second-factor-fakes';
import { RecordAdminActionService } from './record-admin-action.service';
import { ResetSecondFactorService } from './reset-second-factor.service';

describe('ResetSecondFactorService', () => {
  const master = anAdmin({ type: 'master' });
  const admin = anAdmin({ email: 'lost-phone@example.com' });
  let factors: MemorySecondFactors;
  let log: MemoryAuditLog;
  let service: ResetSecondFactorService;
  beforeEach(async () => {
    factors = new MemorySecondFactors();
    log = new MemoryAuditLog();
    service = new ResetSecondFactorService(
      new MemoryAdminRepository([master, admin]),
      factors,
      new RecordAdminActionService(log),
    );
    for (const a of [master, admin]) {
      await factors.savePending(a.id, 'sealed:S');
      await factors.confirm(a.id, 'sealed:S', 1, ['c:x']);
    }
  });

  it("removes another admin's second factor and records who did it to whom", async () => {
    await service.reset(master, admin.id);
    expect(await factors.find(admin.id)).toBeNull();
    expect(log.records).toEqual([
      {
        adminId: master.id,
        adminEmail: master.email,
        action: 'admin.totp_reset',
        detail: 'lost-phone@example.com',
      },
    ]);
  });

  it("refuses one's own, an unknown admin, and an admin without a second factor", async () => {
    await expect(service.reset(master, master.id)).rejects.toMatchObject({
      code: 'IDENTITY.TOTP_SELF_RESET',
    });
    await expect(
      service.reset(master, '00000000-0000-4000-8000-999999999999'),
    ).rejects.toMatchObject({ code: 'IDENTITY.ADMIN_NOT_FOUND' });
    await service.reset(master, admin.id);
    await expect(service.reset(master, admin.id)).rejects.toMatchObject({
      code: 'IDENTITY.TOTP_NOT_ENROLLED',
    });
    expect(log.records).toHaveLength(1);
  });
});
