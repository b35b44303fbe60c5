import { PlainCodeHasher } from '../testing/customer-fakes';
import { anAdmin, MemoryAuditLog } from '../testing/admin-fakes';
import { MemorySecondFactors, PlainCipher, SteppedTotp } from '../testing/second-factor-fakes';
import { ConfirmTotpEnrolmentService } from './confirm-totp-enrolment.service';
import { RecordAdminActionService } from './record-admin-action.service';
import { StartTotpEnrolmentService } from './start-totp-enrolment.service';

describe('ConfirmTotpEnrolmentService', () => {
  const admin = anAdmin();
  let factors: MemorySecondFactors;
  let totp: SteppedTotp;
  let log: MemoryAuditLog;
  let start: StartTotpEnrolmentService;
  let service: ConfirmTotpEnrolmentService;
  beforeEach(() => {
    factors = new MemorySecondFactors();
    totp = new SteppedTotp();
    log = new MemoryAuditLog();
    start = new StartTotpEnrolmentService(factors, totp, new PlainCipher());
    service = new ConfirmTotpEnrolmentService(
      factors,
      totp,
      new PlainCipher(),
      new PlainCodeHasher(),
      new RecordAdminActionService(log),
    );
  });

  it('turns the second factor on with the first code, answering 10 recovery codes kept only hashed', async () => {
    const { secret } = await start.start(admin);
    const codes = await service.confirm(admin, totp.codeFor(secret));
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(10);
    const factor = await factors.find(admin.id);
    expect(factor?.enrolledAt).toBeInstanceOf(Date);
    expect(factor?.recoveryCodeHashes).toEqual(codes.map((c) => `c:${c.replace('-', '')}`));
    // The first code's step is spent: it cannot log in a second time.
    expect(factor?.lastStep).toBe(Math.floor(totp.at / 30_000));
    expect(log.records.map((r) => [r.adminId, r.action])).toEqual([
      [admin.id, 'admin.totp_enrolled'],
    ]);
  });

  it('accepts the code the app shows a step early or late (clock drift)', async () => {
    const { secret } = await start.start(admin);
    await expect(service.confirm(admin, totp.codeFor(secret, -30))).resolves.toHaveLength(10);
  });

  it('refuses a wrong code and stays off', async () => {
    const { secret } = await start.start(admin);
    const wrong = totp.codeFor(secret, 120);
    await expect(service.confirm(admin, wrong)).rejects.toMatchObject({
      code: 'IDENTITY.TOTP_ENROL_CODE_INVALID',
    });
    await expect(service.confirm(admin, 'abcdef')).rejects.toMatchObject({
      code: 'IDENTITY.TOTP_ENROL_CODE_INVALID',
    });
    expect((await factors.find(admin.id))?.enrolledAt).toBeNull();
    expect(log.records).toEqual([]);
  });

  it('wants a started enrolment, and only one confirmation', async () => {
    await expect(service.confirm(admin, '123456')).rejects.toMatchObject({
      code: 'IDENTITY.TOTP_NO_PENDING_ENROLMENT',
    });
    const { secret } = await start.start(admin);
    await service.confirm(admin, totp.codeFor(secret));
    await expect(service.confirm(admin, totp.codeFor(secret))).rejects.toMatchObject({
      code: 'IDENTITY.TOTP_ALREADY_ENROLLED',
    });
  });
});
