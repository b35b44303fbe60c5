import { anAdmin } from '../testing/admin-fakes';
import { MemorySecondFactors, PlainCipher, SteppedTotp } from '../testing/second-factor-fakes';
import { StartTotpEnrolmentService } from './start-totp-enrolment.service';

describe('StartTotpEnrolmentService', () => {
  const admin = anAdmin({ email: 'abebe@example.com' });
  let factors: MemorySecondFactors;
  let service: StartTotpEnrolmentService;
  beforeEach(() => {
    factors = new MemorySecondFactors();
    service = new StartTotpEnrolmentService(factors, new SteppedTotp(), new PlainCipher());
  });

  it('answers a new Base32 secret, its otpauth address and QR code, and keeps it sealed, waiting', async () => {
    const enrolment = await service.start(admin);
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toBe(
      `otpauth://totp/SelamTopup:abebe%40example.com?secret=${enrolment.secret}&issuer=SelamTopup`,
    );
    expect(enrolment.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(await factors.find(admin.id)).toEqual({
      adminId: admin.id,
      sealedSecret: `sealed:${enrolment.secret}`,
      enrolledAt: null,
      lastStep: null,
      recoveryCodeHashes: [],
    });
  });

  it('replaces a secret that was never confirmed', async () => {
    const first = await service.start(admin);
    const second = await service.start(admin);
    expect(second.secret).not.toBe(first.secret);
    expect((await factors.find(admin.id))?.sealedSecret).toBe(`sealed:${second.secret}`);
  });

  it('refuses an admin who is already enrolled', async () => {
    await factors.savePending(admin.id, 'sealed:OLD');
    await factors.confirm(admin.id, 'sealed:OLD', 1, []);
    await expect(service.start(admin)).rejects.toMatchObject({
      code: 'IDENTITY.TOTP_ALREADY_ENROLLED',
    });
    expect((await factors.find(admin.id))?.sealedSecret).toBe('sealed:OLD');
  });
});
