import { anAdmin, MemoryAuditLog } from '../testing/admin-fakes';
import { MemorySecondFactorPolicy, MemorySecondFactors } from '../testing/second-factor-fakes';
import { RecordAdminActionService } from './record-admin-action.service';
import { SecondFactorSettingsService } from './second-factor-settings.service';

describe('SecondFactorSettingsService', () => {
  const master = anAdmin({ type: 'master' });
  let factors: MemorySecondFactors;
  let policy: MemorySecondFactorPolicy;
  let log: MemoryAuditLog;
  let service: SecondFactorSettingsService;
  beforeEach(() => {
    factors = new MemorySecondFactors();
    policy = new MemorySecondFactorPolicy();
    log = new MemoryAuditLog();
    service = new SecondFactorSettingsService(factors, policy, new RecordAdminActionService(log));
  });

  it('says off for no enrolment or one still waiting for its first code', async () => {
    const off = { enrolled: false, enrolledAt: null, recoveryCodesLeft: 0, required: false };
    expect(await service.status(master.id)).toEqual(off);
    await factors.savePending(master.id, 'sealed:S');
    expect(await service.status(master.id)).toEqual(off);
  });

  it('says on, since when, and how many recovery codes are left', async () => {
    await factors.savePending(master.id, 'sealed:S');
    await factors.confirm(master.id, 'sealed:S', 1, ['c:a', 'c:b']);
    await factors.spendRecoveryCode(master.id, 'c:a');
    expect(await service.status(master.id)).toEqual({
      enrolled: true,
      enrolledAt: expect.any(Date),
      recoveryCodesLeft: 1,
      required: false,
    });
  });

  it("records the master's rule both ways", async () => {
    await service.setRequired(master, true);
    expect(policy.value).toBe(true);
    expect((await service.status(master.id)).required).toBe(true);
    await service.setRequired(master, false);
    expect(log.records.map((r) => [r.adminId, r.action, r.detail])).toEqual([
      [master.id, 'admin.totp_required_changed', 'required'],
      [master.id, 'admin.totp_required_changed', 'optional'],
    ]);
  });
});
