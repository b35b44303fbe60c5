import { PlainHasher } from '../testing/admin-fakes';
import {
  aCustomer,
  MemoryCustomers,
  MemoryOneTimeCodes,
  PlainCodeHasher,
} from '../testing/customer-fakes';
import { MemoryAttemptCounters } from '../testing/memory-attempt-counters';
import { OneTimeCodesService } from './one-time-codes.service';
import { SignupService } from './signup.service';
import { MemoryMailer } from '@shared/testing/memory-mailer';

/** The client's place (IP) that types the codes. */
const IP = '203.0.113.9';

describe('SignupService', () => {
  const taken = aCustomer({ email: 'taken@example.com' });
  let customers: MemoryCustomers;
  let mailer: MemoryMailer;
  let service: SignupService;
  beforeEach(() => {
    const codes = new MemoryOneTimeCodes();
    mailer = new MemoryMailer();
    customers = new MemoryCustomers([{ ...taken }], codes);
    service = new SignupService(
      customers,
      new OneTimeCodesService(codes, new PlainCodeHasher(), mailer, new MemoryAttemptCounters()),
      new PlainHasher(),
    );
  });
  const newCustomer = (code: string) => ({
    language: 'en' as const,
    fullname: '  Abebe Kebede ',
    telephone: ' +251911000000 ',
    email: 'new@example.com',
    password: 'Secret#12',
    code,
  });

  it('leaves sign-up codes to the per-IP and per-address limits (no account to count)', async () => {
    for (let i = 0; i < 11; i++) await service.sendCode(`new${i}@example.com`, 'en');
    expect(mailer.sent).toHaveLength(11);
    expect(mailer.sent[0].to).toBe('new0@example.com');
  });

  it('writes the code in the request’s language and keeps it on the new account', async () => {
    await service.sendCode('new@example.com', 'fr');
    expect(mailer.sent[0].subject).toBe('Votre code d’activation SelamTopup');
    const code = mailer.lastCode();
    await service.verifyCode('new@example.com', code, IP);
    await service.createCustomer({ ...newCustomer(code), language: 'sw' }, IP);
    expect((await customers.findByEmail('new@example.com'))?.language).toBe('sw');
  });

  it('sends no code to an address that has an account', async () => {
    await expect(service.sendCode('taken@example.com', 'en')).rejects.toMatchObject({
      code: 'IDENTITY.EMAIL_IN_USE',
    });
    expect(mailer.sent).toHaveLength(0);
  });

  it('refuses a wrong code', async () => {
    await service.sendCode('new@example.com', 'en');
    await expect(service.verifyCode('new@example.com', 'WRONG234', IP)).rejects.toMatchObject({
      code: 'IDENTITY.ACTIVATION_CODE_INVALID',
    });
  });

  it('creates the account with the verified code, trimmed and with the password hashed, once', async () => {
    await service.sendCode('new@example.com', 'en');
    const code = mailer.lastCode();
    await service.verifyCode('new@example.com', code, IP);
    await service.createCustomer(newCustomer(code), IP);
    expect(await customers.findByEmail('new@example.com')).toMatchObject({
      fullname: 'Abebe Kebede',
      telephone: '+251911000000',
      passwordHash: 'h:Secret#12',
    });
    await expect(service.createCustomer(newCustomer(code), IP)).rejects.toMatchObject({
      code: 'IDENTITY.ACTIVATION_CODE_INVALID',
    });
    expect(customers.all).toHaveLength(2);
  });

  it('creates no account with a code that was sent but not verified', async () => {
    await service.sendCode('new@example.com', 'en');
    await expect(service.createCustomer(newCustomer(mailer.lastCode()), IP)).rejects.toMatchObject({
      code: 'IDENTITY.ACTIVATION_CODE_INVALID',
    });
    expect(customers.all).toHaveLength(1);
  });
});
