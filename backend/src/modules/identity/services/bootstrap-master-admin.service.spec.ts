import {
  anAdmin,
  MemoryAdminRepository,
  MemoryAuditLog,
  PlainHasher,
} from '../testing/admin-fakes';
import { BootstrapMasterAdminService } from './bootstrap-master-admin.service';
import { CreateAdminService } from './create-admin.service';
import { RecordAdminActionService } from './record-admin-action.service';

describe('BootstrapMasterAdminService', () => {
  const credentials = { email: 'First@Example.com', password: 'First#2026', fullname: 'First' };
  const serviceWith = (admins: MemoryAdminRepository, log = new MemoryAuditLog()) =>
    new BootstrapMasterAdminService(
      admins,
      new CreateAdminService(admins, new PlainHasher(), new RecordAdminActionService(log)),
    );

  it('creates a master admin when no admin exists', async () => {
    const admins = new MemoryAdminRepository();
    const log = new MemoryAuditLog();
    const created = await serviceWith(admins, log).createIfNone(credentials);
    expect(created).toMatchObject({ email: 'first@example.com', type: 'master' });
    expect(log.records[0]).toMatchObject({
      adminId: null,
      adminEmail: 'system:ADMIN_EMAIL',
      action: 'admin.created',
    });
  });

  it('does nothing once any admin exists', async () => {
    const admins = new MemoryAdminRepository([anAdmin()]);
    await expect(serviceWith(admins).createIfNone(credentials)).resolves.toBeNull();
    expect(await admins.count()).toBe(1);
  });

  it('does nothing when another instance created the same admin a moment ago', async () => {
    const admins = new MemoryAdminRepository();
    jest.spyOn(admins, 'insert').mockResolvedValue('email_taken');
    await expect(serviceWith(admins).createIfNone(credentials)).resolves.toBeNull();
  });

  it('passes other failures on', async () => {
    const admins = new MemoryAdminRepository();
    jest.spyOn(admins, 'insert').mockRejectedValue(new Error('database down'));
    await expect(serviceWith(admins).createIfNone(credentials)).rejects.toThrow('database down');
  });
});
