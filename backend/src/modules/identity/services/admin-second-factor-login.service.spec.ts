import { ACCOUNT_LOGIN_FAILURES } from '../domain/abuse-limits';
import type { Admin } from '../domain/admin';
import type { PendingAdminLogin } from '../domain/session';
import {
  anAdmin,
  MemoryAdminRepository,
  MemoryAuditLog,
  PlainHasher,
} from '../testing/admin-fakes';
import { PlainCodeHasher } from '../testing/customer-fakes';
import { MemoryAttemptCounters } from '../testing/memory-attempt-counters';
import {
  MemorySecondFactorPolicy,
  MemorySecondFactors,
  PlainCipher,
  SteppedTotp,
} from '../testing/second-factor-fakes';
import { AdminLoginService } from './admin-login.service';
import { AdminSecondFactorLoginService } from './admin-second-factor-login.service';
import { ConfirmTotpEnrolmentService } from './confirm-totp-enrolment.service';
import { LoginAttempts } from './login-attempts';
import { RecordAdminActionService } from './record-admin-action.service';
import { StartTotpEnrolmentService } from './start-totp-enrolment.service';

const IP = '203.0.113.7';

describe('AdminSecondFactorLoginService', () => {
  let admin: Admin;
  let admins: MemoryAdminRepository;
  let factors: MemorySecondFactors;
  let totp: SteppedTotp;
  let counters: MemoryAttemptCounters;
  let log: MemoryAuditLog;
  let start: StartTotpEnrolmentService;
  let confirm: ConfirmTotpEnrolmentService;
  let service: AdminSecondFactorLoginService;
  let secret: string;
  let recoveryCodes: string[];

  const pending = (changes: Partial<PendingAdminLogin> = {}): PendingAdminLogin => ({
    id: 'p-1',
    adminId: admin.id,
    epoch: admin.sessionEpoch,
    step: 'code',
    ...changes,
  });
  const actions = () => log.records.map((r) => [r.action, r.detail]);

  beforeEach(async () => {
    admin = anAdmin();
    admins = new MemoryAdminRepository([admin]);
    factors = new MemorySecondFactors();
    totp = new SteppedTotp();
    counters = new MemoryAttemptCounters();
    log = new MemoryAuditLog();
    const audit = new RecordAdminActionService(log);
    const attempts = new LoginAttempts(counters);
    start = new StartTotpEnrolmentService(factors, totp, new PlainCipher());
    confirm = new ConfirmTotpEnrolmentService(
      factors,
      totp,
      new PlainCipher(),
      new PlainCodeHasher(),
      audit,
    );
    const logins = new AdminLoginService(
      admins,
      new PlainHasher(),
      audit,
      attempts,
      factors,
      new MemorySecondFactorPolicy(),
    );
    service = new AdminSecondFactorLoginService(
      admins,
      factors,
      totp,
      new PlainCipher(),
      new PlainCodeHasher(),
      attempts,
      counters,
      audit,
      logins,
      start,
      confirm,
    );
    // Enrolled a minute ago; the enrolment's own code is spent.
    secret = (await start.start(admin)).secret;
    recoveryCodes = await confirm.confirm(admin, totp.codeFor(secret));
    totp.wait(60);
    log.records.length = 0;
  });

  it("logs in with the app's current code, records the login and knows the place", async () => {
    await expect(service.verify(pending(), totp.codeFor(secret), IP)).resolves.toEqual(admin);
    expect(actions()).toEqual([['admin.login', '']]);
    expect(await counters.isMarked(`login-place:admin:${admin.email}:${IP}`)).toBe(true);
  });

  it('takes the code typed with a space', async () => {
    const code = totp.codeFor(secret);
    await expect(
      service.verify(pending(), `${code.slice(0, 3)} ${code.slice(3)}`, IP),
    ).resolves.toEqual(admin);
  });

  it('refuses the same code twice within its window (replay)', async () => {
    const code = totp.codeFor(secret);
    await service.verify(pending(), code, IP);
    totp.wait(10);
    await expect(service.verify(pending({ id: 'p-2' }), code, IP)).rejects.toMatchObject({
      code: 'IDENTITY.TOTP_CODE_INVALID',
    });
    // Nor an older one, once a newer step was used.
    await expect(
      service.verify(pending({ id: 'p-3' }), totp.codeFor(secret, -30), IP),
    ).rejects.toMatchObject({ code: 'IDENTITY.TOTP_CODE_INVALID' });
    totp.wait(30);
    await expect(service.verify(pending({ id: 'p-4' }), totp.codeFor(secret), IP)).resolves.toEqual(
      admin,
    );
  });

  it('accepts one step of clock drift either way, not two', async () => {
    await expect(service.verify(pending(), totp.codeFor(secret, -30), IP)).resolves.toEqual(admin);
    totp.wait(90);
    await expect(service.verify(pending(), totp.codeFor(secret, 30), IP)).resolves.toEqual(admin);
    totp.wait(90);
    await expect(service.verify(pending(), totp.codeFor(secret, 60), IP)).rejects.toMatchObject({
      code: 'IDENTITY.TOTP_CODE_INVALID',
    });
    await expect(service.verify(pending(), totp.codeFor(secret, -60), IP)).rejects.toMatchObject({
      code: 'IDENTITY.TOTP_CODE_INVALID',
    });
  });

  it('logs in with a recovery code once, in any case and with or without its dash', async () => {
    const [first, second] = recoveryCodes;
    await expect(service.verify(pending(), first.toUpperCase(), IP)).resolves.toEqual(admin);
    expect(actions()).toEqual([
      ['admin.recovery_code_used', '9 left'],
      ['admin.login', 'with a recovery code'],
    ]);
    await expect(service.verify(pending({ id: 'p-2' }), first, IP)).rejects.toMatchObject({
      code: 'IDENTITY.TOTP_CODE_INVALID',
    });
    await expect(
      service.verify(pending({ id: 'p-3' }), second.replace('-', ''), IP),
    ).resolves.toEqual(admin);
    expect((await factors.find(admin.id))?.recoveryCodeHashes).toHaveLength(8);
  });

  it('counts a wrong code as a wrong password: failure recorded, audited, the account lockout applies', async () => {
    await expect(service.verify(pending(), '000000', IP)).rejects.toMatchObject({
      code: 'IDENTITY.TOTP_CODE_INVALID',
    });
    expect(await counters.count(`login-failures:admin:${admin.email}`)).toBe(1);
    expect(actions()).toEqual([['admin.login_failed', 'wrong authentication code']]);

    // The account's failures reach the limit (wrong passwords and wrong codes alike): logins
    // from places the admin never logged in from are refused, even with the right code.
    for (let i = 1; i < ACCOUNT_LOGIN_FAILURES.limit; i++)
      await counters.add(`login-failures:admin:${admin.email}`, ACCOUNT_LOGIN_FAILURES.windowMs);
    await expect(
      service.verify(pending({ id: 'p-2' }), totp.codeFor(secret), IP),
    ).rejects.toMatchObject({ code: 'SHARED.RATE_LIMITED' });
  });

  it('ends a pending login after 5 wrong codes: the password is asked again', async () => {
    for (let i = 0; i < 5; i++)
      await expect(service.verify(pending(), '000000', IP)).rejects.toMatchObject({
        code: 'IDENTITY.TOTP_CODE_INVALID',
      });
    await expect(service.verify(pending(), totp.codeFor(secret), IP)).rejects.toMatchObject({
      code: 'IDENTITY.TOTP_LOGIN_EXPIRED',
    });
    // A new password step (a new pending login) may try again.
    await expect(service.verify(pending({ id: 'p-2' }), totp.codeFor(secret), IP)).resolves.toEqual(
      admin,
    );
  });

  it('voids a pending login when the password changed meanwhile, or the admin is gone', async () => {
    const before = pending();
    await admins.changePassword(admin.id, 'h:New#2026x');
    await expect(service.verify(before, totp.codeFor(secret), IP)).rejects.toMatchObject({
      code: 'IDENTITY.TOTP_LOGIN_EXPIRED',
    });
    await expect(
      service.verify(pending({ adminId: '00000000-0000-4000-8000-999999999999' }), '123456', IP),
    ).rejects.toMatchObject({ code: 'IDENTITY.TOTP_LOGIN_EXPIRED' });
  });

  it('voids a pending login whose second factor a master reset meanwhile', async () => {
    await factors.remove(admin.id);
    await expect(service.verify(pending(), totp.codeFor(secret), IP)).rejects.toMatchObject({
      code: 'IDENTITY.TOTP_LOGIN_EXPIRED',
    });
  });

  describe('enrolling at login (a master requires it)', () => {
    let newcomer: Admin;
    const enrolling = () => pending({ adminId: newcomer.id, step: 'enrol', id: 'e-1' });
    beforeEach(async () => {
      newcomer = (await admins.insert({
        fullname: 'New Admin',
        email: 'new@example.com',
        type: 'admin',
        passwordHash: 'h:Admin#2026',
      })) as Admin;
    });

    it('shows a secret, and its first code enrols and logs in, answering the recovery codes', async () => {
      const enrolment = await service.startEnrolment(enrolling(), IP);
      const done = await service.confirmEnrolment(enrolling(), totp.codeFor(enrolment.secret), IP);
      expect(done.admin).toEqual(newcomer);
      expect(done.recoveryCodes).toHaveLength(10);
      expect(actions()).toEqual([
        ['admin.totp_enrolled', ''],
        ['admin.login', ''],
      ]);
    });

    it('counts a wrong first code like a wrong password', async () => {
      await service.startEnrolment(enrolling(), IP);
      await expect(service.confirmEnrolment(enrolling(), '000000', IP)).rejects.toMatchObject({
        code: 'IDENTITY.TOTP_CODE_INVALID',
      });
      expect(await counters.count('login-failures:admin:new@example.com')).toBe(1);
      expect(actions()).toEqual([['admin.login_failed', 'wrong authentication code']]);
    });

    it('keeps the steps apart: no code step on an enrolling login, no enrolment on a code login', async () => {
      await expect(
        service.verify(pending({ adminId: newcomer.id, step: 'enrol' }), '123456', IP),
      ).rejects.toMatchObject({ code: 'IDENTITY.TOTP_LOGIN_EXPIRED' });
      await expect(service.startEnrolment(pending(), IP)).rejects.toMatchObject({
        code: 'IDENTITY.TOTP_LOGIN_EXPIRED',
      });
    });
  });
});
