import { anAdmin, MemoryAdminRepository, MemoryAuditLog } from '../testing/admin-fakes';
import { RecordAdminActionService } from './record-admin-action.service';
import { UpdateAdminProfileService } from './update-admin-profile.service';

describe('UpdateAdminProfileService', () => {
  const admin = anAdmin({ fullname: 'Abebe Admin', email: 'abebe@example.com' });
  const other = anAdmin({ email: 'taken@example.com' });
  let admins: MemoryAdminRepository;
  let log: MemoryAuditLog;
  let service: UpdateAdminProfileService;
  beforeEach(() => {
    admins = new MemoryAdminRepository([admin, other]);
    log = new MemoryAuditLog();
    service = new UpdateAdminProfileService(admins, new RecordAdminActionService(log));
  });

  it('saves the trimmed name and lower-cased e-mail and records what changed', async () => {
    const updated = await service.update(admin.id, {
      fullname: '  Almaz Admin ',
      email: ' Almaz@Example.COM',
    });
    expect(updated).toMatchObject({ fullname: 'Almaz Admin', email: 'almaz@example.com' });
    expect(log.records).toEqual([
      {
        adminId: admin.id,
        adminEmail: 'almaz@example.com',
        action: 'admin.profile_updated',
        detail: 'email abebe@example.com -> almaz@example.com; name Abebe Admin -> Almaz Admin',
      },
    ]);
  });

  it('lets an admin keep their own e-mail', async () => {
    await expect(
      service.update(admin.id, { fullname: 'Abebe Admin', email: 'ABEBE@example.com' }),
    ).resolves.toMatchObject({ email: 'abebe@example.com' });
    expect(log.records[0].detail).toBe('no change');
  });

  it("refuses another admin's e-mail with ADMIN_EMAIL_IN_USE", async () => {
    await expect(
      service.update(admin.id, { fullname: 'X', email: 'Taken@example.com' }),
    ).rejects.toMatchObject({ code: 'IDENTITY.ADMIN_EMAIL_IN_USE' });
    expect(log.records).toEqual([]);
  });

  it('refuses the e-mail when another admin took it a moment ago (unique index)', async () => {
    jest.spyOn(admins, 'updateProfile').mockResolvedValue('email_taken');
    await expect(
      service.update(admin.id, { fullname: 'X', email: 'fresh@example.com' }),
    ).rejects.toMatchObject({ code: 'IDENTITY.ADMIN_EMAIL_IN_USE' });
  });

  it('treats a deleted admin as not logged in', async () => {
    await expect(
      service.update(anAdmin().id, { fullname: 'X', email: 'x@example.com' }),
    ).rejects.toMatchObject({ code: 'IDENTITY.NOT_LOGGED_IN' });
    jest.spyOn(admins, 'updateProfile').mockResolvedValue('not_found');
    await expect(
      service.update(admin.id, { fullname: 'X', email: 'x@example.com' }),
    ).rejects.toMatchObject({ code: 'IDENTITY.NOT_LOGGED_IN' });
  });
});
