import type { Admin } from '../domain/admin';
import { anAdmin, MemoryAdminRepository, MemoryAuditLog } from '../testing/admin-fakes';
import { RecordAdminActionService } from './record-admin-action.service';
import { RemoveAdminService } from './remove-admin.service';

describe('RemoveAdminService', () => {
  let log: MemoryAuditLog;
  const serviceWith = (admins: MemoryAdminRepository) =>
    new RemoveAdminService(admins, new RecordAdminActionService(log));
  beforeEach(() => {
    log = new MemoryAuditLog();
  });

  it('deletes an admin, answers it and records who deleted whom', async () => {
    const master = anAdmin({ type: 'master' });
    const admin = anAdmin();
    const admins = new MemoryAdminRepository([master, admin]);
    await expect(serviceWith(admins).remove(master, admin.id)).resolves.toEqual(admin);
    expect(await admins.findById(admin.id)).toBeNull();
    expect(log.records).toEqual([
      {
        adminId: master.id,
        adminEmail: master.email,
        action: 'admin.deleted',
        detail: `${admin.email} (admin)`,
      },
    ]);
  });

  it('deletes another master admin while one remains', async () => {
    const [a, b] = [anAdmin({ type: 'master' }), anAdmin({ type: 'master' })];
    const admins = new MemoryAdminRepository([a, b]);
    await expect(serviceWith(admins).remove(a, b.id)).resolves.toMatchObject({ id: b.id });
  });

  it('refuses to delete oneself with ADMIN_SELF_DELETE', async () => {
    const [a, b] = [anAdmin({ type: 'master' }), anAdmin({ type: 'master' })];
    const admins = new MemoryAdminRepository([a, b]);
    await expect(serviceWith(admins).remove(a, a.id.toUpperCase())).rejects.toMatchObject({
      code: 'IDENTITY.ADMIN_SELF_DELETE',
    });
    expect(await admins.count()).toBe(2);
    expect(log.records).toEqual([]);
  });

  it('refuses to delete the last master admin with LAST_MASTER_ADMIN', async () => {
    const last = anAdmin({ type: 'master' });
    // Whoever asks (here a master who is gone by now), the last master stays.
    const gone: Admin = anAdmin({ type: 'master' });
    const admins = new MemoryAdminRepository([last, anAdmin()]);
    await expect(serviceWith(admins).remove(gone, last.id)).rejects.toMatchObject({
      code: 'IDENTITY.LAST_MASTER_ADMIN',
    });
    expect(await admins.findById(last.id)).not.toBeNull();
    expect(log.records).toEqual([]);
  });

  it('answers ADMIN_NOT_FOUND for an unknown id', async () => {
    const master = anAdmin({ type: 'master' });
    await expect(
      serviceWith(new MemoryAdminRepository([master])).remove(master, anAdmin().id),
    ).rejects.toMatchObject({ code: 'IDENTITY.ADMIN_NOT_FOUND' });
  });
});
