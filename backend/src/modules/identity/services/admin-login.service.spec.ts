import { DomainError } from '@shared/domain/domain-error';
import {
  anAdmin,
  MemoryAdminRepository,
  MemoryAuditLog,
  PlainHasher,
} from '../testing/admin-fakes';
import { MemoryAttemptCounters } from '../testing/memory-attempt-counters';
import { MemorySecondFactorPolicy, MemorySecondFactors } from '../testing/second-factor-fakes';
import { AdminLoginService } from './admin-login.service';
import { LoginAttempts } from './login-attempts';
import { RecordAdminActionService } from './record-admin-action.service';

const Admins = MemoryAdminRepository;

describe('AdminLoginService', () => {
  const admin = anAdmin();
  let log: MemoryAuditLog;
  let service: AdminLoginService;
  let factors: MemorySecondFactors;
  let policy: MemorySecondFactorPolicy;
  let counters: MemoryAttemptCounters;
  beforeEach(() => {
    log = new MemoryAuditLog();
    factors = new MemorySecondFactors();
    policy = new MemorySecondFactorPolicy();
    counters = new MemoryAttemptCounters();
    service = new AdminLoginService(
      new Admins([admin]),
      new PlainHasher(),
      new RecordAdminActionService(log),
      new LoginAttempts(counters),
      factors,
      policy,
    );
  });

  it('answers the admin for the right password and records the login', async () => {
    await expect(service.login(admin.email, 'Admin#2026', '203.0.113.1')).resolves.toEqual({
      admin,
      next: 'session',
    });
    expect(log.records).toEqual([
      { adminId: admin.id, adminEmail: admin.email, action: 'admin.login', detail: '' },
    ]);
  });

  it('asks for the code of an enrolled admin, recording nothing and knowing no place yet', async () => {
    await factors.savePending(admin.id, 'sealed:S');
    await factors.confirm(admin.id, 'sealed:S', 1, []);
    await expect(service.login(admin.email, 'Admin#2026', '203.0.113.1')).resolves.toEqual({
      admin,
      next: 'code',
    });
    expect(log.records).toEqual([]);
    expect(await counters.isMarked(`login-place:admin:${admin.email}:203.0.113.1`)).toBe(false);
  });

  it('leads an admin without an authenticator to enrol when a master requires one', async () => {
    policy.value = true;
    await expect(service.login(admin.email, 'Admin#2026', '203.0.113.1')).resolves.toEqual({
      admin,
      next: 'enrol',
    });
    // A secret started but never confirmed is no second factor: still enrol.
    await factors.savePending(admin.id, 'sealed:S');
    await expect(service.login(admin.email, 'Admin#2026', '203.0.113.1')).resolves.toMatchObject({
      next: 'enrol',
    });
  });

  it('asks no second factor of a wrong password: the same refusal as ever', async () => {
    policy.value = true;
    await expect(service.login(admin.email, 'wrong', '203.0.113.1')).rejects.toMatchObject({
      code: 'IDENTITY.INVALID_CREDENTIALS',
    });
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
      new MemorySecondFactors(),
      new MemorySecondFactorPolicy(),
    );
    await expect(service.login('nobody@example.com', 'x', '203.0.113.1')).rejects.toMatchObject({
      code: 'IDENTITY.INVALID_CREDENTIALS',
    });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(log.records[0]).toMatchObject({ adminId: null, adminEmail: 'nobody@example.com' });
  });
});
