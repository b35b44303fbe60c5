import {
  anAdmin,
  MemoryAdminRepository,
  MemoryAuditLog,
  PlainHasher,
} from '../testing/admin-fakes';
import { ChangeAdminPasswordService } from './change-admin-password.service';
import { RecordAdminActionService } from './record-admin-action.service';

describe('ChangeAdminPasswordService', () => {
  const admin = anAdmin({ sessionEpoch: 3 });
  let admins: MemoryAdminRepository;
  let log: MemoryAuditLog;
  let service: ChangeAdminPasswordService;
  beforeEach(() => {
    admins = new MemoryAdminRepository([admin]);
    log = new MemoryAuditLog();
    service = new ChangeAdminPasswordService(
      admins,
      new PlainHasher(),
      new RecordAdminActionService(log),
    );
  });

  it('sets the new password, raises the session epoch and records the change', async () => {
    const changed = await service.change(admin.id, 'Admin#2026', 'New#Pass2026');
    expect(changed).toMatchObject({
      id: admin.id,
      passwordHash: 'h:New#Pass2026',
      sessionEpoch: 4,
    });
    expect(await admins.findById(admin.id)).toMatchObject({ sessionEpoch: 4 });
    expect(log.records).toEqual([
      { adminId: admin.id, adminEmail: admin.email, action: 'admin.password_changed', detail: '' },
    ]);
  });

  it('refuses a wrong old password with ADMIN_OLD_PASSWORD_INVALID and changes nothing', async () => {
    await expect(service.change(admin.id, 'Wrong#2026', 'New#Pass2026')).rejects.toMatchObject({
      code: 'IDENTITY.ADMIN_OLD_PASSWORD_INVALID',
    });
    expect(await admins.findById(admin.id)).toMatchObject({
      passwordHash: 'h:Admin#2026',
      sessionEpoch: 3,
    });
    expect(log.records).toEqual([]);
  });

  it('treats a deleted admin as not logged in', async () => {
    await expect(service.change(anAdmin().id, 'Admin#2026', 'New#Pass2026')).rejects.toMatchObject({
      code: 'IDENTITY.NOT_LOGGED_IN',
    });
  });

  it('treats an admin deleted between the check and the write as not logged in', async () => {
    jest.spyOn(admins, 'changePassword').mockResolvedValue('not_found');
    await expect(service.change(admin.id, 'Admin#2026', 'New#Pass2026')).rejects.toMatchObject({
      code: 'IDENTITY.NOT_LOGGED_IN',
    });
  });
});
