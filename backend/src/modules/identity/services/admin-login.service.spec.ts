import { DomainError } from '@shared/domain/domain-error';
import {
  anAdmin,
  MemoryAdminRepository,
  MemoryAuditLog,
  PlainHasher,
} from '../testing/admin-fakes';
import { MemoryAttemptCounters } from '../testing/memory-attempt-counters';
import { AdminLoginService } from './admin-login.service';
import { LoginAttempts } from './login-attempts';
import { RecordAdminActionService } from './record-admin-action.service';

const Admins = MemoryAdminRepository;

describe('AdminLoginService', () => {
  const admin = anAdmin();
  let log: MemoryAuditLog;
  let service: AdminLoginService;
  beforeEach(() => {
    log = new MemoryAuditLog();
    service = new AdminLoginService(
      new Admins([admin]),
      new PlainHasher(),
      new RecordAdminActionService(log),
      new LoginAttempts(new MemoryAttemptCounters()),
    );
  });

  it('answers the admin for the right password and records the login', async () => {
    await expect(service.login(admin.email, 'Admin#2026', '203.0.113.1')).resolves.toEqual(admin);
    expect(log.records).toEqual([
      { adminId: admin.id, adminEmail: admin.email, action: 'admin.login', detail: '' },
    ]);
  });

  it('refuses a wrong password with INVALID_CREDENTIALS and records the failure', async () => {
    const failure = service.login(admin.email, 'wrong', '203.0.113.1');
    await expect(failure).rejects.toBeInstanceOf(DomainError);
    await expect(failure).rejects.toMatchObject({ code: 'IDENTITY.INVALID_CREDENTIALS' });
    expect(log.records.map((r) => [r.adminId, r.action])).toEqual([
      [admin.id, 'admin.login_failed'],
    ]);
  });

  it('refuses an unknown e-mail the same way, still checking a password', async () => {
    const hasher = new PlainHasher();
    const verify = jest.spyOn(hasher, 'verify');
    service = new AdminLoginService(
      new Admins([]),
      hasher,
      new RecordAdminActionService(log),
      new LoginAttempts(new MemoryAttemptCounters()),
    );
    await expect(service.login('nobody@example.com', 'x', '203.0.113.1')).rejects.toMatchObject({
      code: 'IDENTITY.INVALID_CREDENTIALS',
    });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(log.records[0]).toMatchObject({ adminId: null, adminEmail: 'nobody@example.com' });
  });
});
