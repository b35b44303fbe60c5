import { PlainHasher } from '../testing/admin-fakes';
import {
  aCustomer,
  MemoryCustomers,
  MemoryOneTimeCodes,
  MemorySessionRevoker,
  PlainCodeHasher,
} from '../testing/customer-fakes';
import { MemoryAttemptCounters } from '../testing/memory-attempt-counters';
import { LoginAttempts } from './login-attempts';
import { OneTimeCodesService } from './one-time-codes.service';
import { PasswordResetService } from './password-reset.service';
import { MemoryMailer } from '@shared/testing/memory-mailer';

describe('PasswordResetService', () => {
  const customer = aCustomer();
  let mailer: MemoryMailer;
  let counters: MemoryAttemptCounters;
  let customers: MemoryCustomers;
  let service: PasswordResetService;
  beforeEach(() => {
    const codes = new MemoryOneTimeCodes();
    mailer = new MemoryMailer();
    counters = new MemoryAttemptCounters();
    customers = new MemoryCustomers([{ ...customer }], codes);
    service = new PasswordResetService(
      customers,
      new OneTimeCodesService(codes, new PlainCodeHasher(), mailer, counters),
      new PlainHasher(),
      new MemorySessionRevoker(),
      new LoginAttempts(counters),
    );
  });

  it('refuses an unknown address as the specification says; only a customer gets mail', async () => {
    await expect(service.sendCode('ghost@example.com')).rejects.toMatchObject({
      code: 'IDENTITY.EMAIL_NOT_FOUND',
    });
    await expect(service.sendCode(customer.email)).resolves.toBe(true);
    expect(mailer.sent.map((m) => m.to)).toEqual([customer.email]);
  });

  it('writes the reset code in the account’s language, whoever asks', async () => {
    await customers.setLanguage(customer.id, 'am');
    await service.sendCode(customer.email);
    expect(mailer.sent[0].subject).toBe('የSelamTopup የይለፍ ቃል መቀየሪያ ኮድ');
  });

  it('a reset code issued before a password change is void after it', async () => {
    await service.sendCode(customer.email);
    const code = mailer.lastCode();
    await service.verifyCode(customer.email, code, '203.0.113.9');
    await customers.setPassword(customer.id, 'h:Changed#1');
    await expect(
      service.reset(customer.email, code, 'Stolen#99', '198.51.100.1'),
    ).rejects.toMatchObject({ code: 'IDENTITY.RESET_CODE_INVALID' });
    expect((await customers.findById(customer.id))!.passwordHash).toBe('h:Changed#1');
  });

  it('a reset makes the resetter’s address a known place for logins', async () => {
    await service.sendCode(customer.email);
    const code = mailer.lastCode();
    await service.verifyCode(customer.email, code, '203.0.113.9');
    await service.reset(customer.email, code, 'Fresh#2026', '203.0.113.9');
    await expect(
      counters.isMarked(`login-place:customer:${customer.email}:203.0.113.9`),
    ).resolves.toBe(true);
  });
});
