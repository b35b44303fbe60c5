import {
  anAdmin,
  MemoryAdminRepository,
  MemoryAuditLog,
  PlainHasher,
} from '../testing/admin-fakes';
import { CreateAdminService } from './create-admin.service';
import { RecordAdminActionService } from './record-admin-action.service';

describe('CreateAdminService', () => {
  const master = anAdmin({ type: 'master', email: 'master@example.com' });
  let admins: MemoryAdminRepository;
  let log: MemoryAuditLog;
  let service: CreateAdminService;
  beforeEach(() => {
    admins = new MemoryAdminRepository([master]);
    log = new MemoryAuditLog();
    service = new CreateAdminService(admins, new PlainHasher(), new RecordAdminActionService(log));
  });

  const request = {
    fullname: ' Selam Ops ',
    email: 'Ops@Example.com',
    password: 'Ops#2026x',
    type: 'admin' as const,
  };

  it('creates the admin with a hashed password and records who created it', async () => {
    const created = await service.create(request, { adminId: master.id, adminEmail: master.email });
    expect(created).toMatchObject({
      fullname: 'Selam Ops',
      email: 'ops@example.com',
      type: 'admin',
      passwordHash: 'h:Ops#2026x',
      sessionEpoch: 0,
    });
    expect(await admins.findByEmail('ops@example.com')).toEqual(created);
    expect(log.records).toEqual([
      {
        adminId: master.id,
        adminEmail: master.email,
        action: 'admin.created',
        detail: 'ops@example.com (admin)',
      },
    ]);
  });

  it('records the system as the creator outside the back office', async () => {
    await service.create({ ...request, type: 'master' }, { system: 'system:admin:create' });
    expect(log.records[0]).toMatchObject({
      adminId: null,
      adminEmail: 'system:admin:create',
      detail: 'ops@example.com (master)',
    });
  });

  it('refuses a taken e-mail (any case) with ADMIN_EMAIL_IN_USE', async () => {
    const hasher = new PlainHasher();
    const hash = jest.spyOn(hasher, 'hash');
    service = new CreateAdminService(admins, hasher, new RecordAdminActionService(log));
    await expect(
      service.create({ ...request, email: 'MASTER@example.com' }, { system: 'test' }),
    ).rejects.toMatchObject({ code: 'IDENTITY.ADMIN_EMAIL_IN_USE' });
    expect(hash).not.toHaveBeenCalled();
    expect(log.records).toEqual([]);
  });

  it('refuses the e-mail when another request took it a moment ago (unique index)', async () => {
    jest.spyOn(admins, 'insert').mockResolvedValue('email_taken');
    await expect(service.create(request, { system: 'test' })).rejects.toMatchObject({
      code: 'IDENTITY.ADMIN_EMAIL_IN_USE',
    });
    expect(log.records).toEqual([]);
  });
});
