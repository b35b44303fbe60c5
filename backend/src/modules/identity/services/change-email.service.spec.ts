import { EMAIL_CHANGE_CODES_PER_ACCOUNT } from '../domain/abuse-limits';
import {
  aCustomer,
  MemoryCustomers,
  MemoryOneTimeCodes,
  PlainCodeHasher,
} from '../testing/customer-fakes';
import { MemoryAttemptCounters } from '../testing/memory-attempt-counters';
import { ChangeEmailService } from './change-email.service';
import { OneTimeCodesService } from './one-time-codes.service';
import { MemoryMailer } from '@shared/testing/memory-mailer';

/** The client's place (IP) that types the codes. */
const IP = '203.0.113.9';

describe('ChangeEmailService', () => {
  const customer = aCustomer({ email: 'old@example.com' });
  const other = aCustomer({ email: 'other@example.com' });
  let customers: MemoryCustomers;
  let mailer: MemoryMailer;
  let service: ChangeEmailService;
  beforeEach(() => {
    const codes = new MemoryOneTimeCodes();
    const counters = new MemoryAttemptCounters();
    mailer = new MemoryMailer();
    customers = new MemoryCustomers([{ ...customer }, { ...other }], codes);
    service = new ChangeEmailService(
      customers,
      new OneTimeCodesService(codes, new PlainCodeHasher(), mailer, counters),
      counters,
      mailer,
    );
  });
  /** The customer asks for a code to `email` and types it back. */
  const prove = async (customerId: string, email: string) => {
    await service.sendCode(customerId, email);
    await service.verifyCode(email, mailer.lastCode(), IP);
  };

  it(`lets a customer ask ${EMAIL_CHANGE_CODES_PER_ACCOUNT.limit} codes a day, to any addresses`, async () => {
    for (let i = 0; i < EMAIL_CHANGE_CODES_PER_ACCOUNT.limit; i++)
      await service.sendCode(customer.id, `outsider${i}@example.com`);
    await expect(service.sendCode(customer.id, 'one-more@example.com')).rejects.toMatchObject({
      code: 'SHARED.RATE_LIMITED',
    });
    expect(mailer.sent).toHaveLength(EMAIL_CHANGE_CODES_PER_ACCOUNT.limit);
  });

  it('writes the code and the old address’s notice in the account’s language', async () => {
    await customers.setLanguage(customer.id, 'fr');
    await prove(customer.id, 'new-fr@example.com');
    expect(mailer.sent[0].subject).toBe('Confirmez votre nouvelle adresse e-mail SelamTopup');
    await service.change(customer.id, 'new-fr@example.com');
    expect(mailer.sent.at(-1)).toMatchObject({
      to: 'old@example.com',
      subject: 'L’adresse e-mail de votre compte SelamTopup a été modifiée',
    });
  });

  it('sends no code to an address another account has', async () => {
    await expect(service.sendCode(customer.id, 'other@example.com')).rejects.toMatchObject({
      code: 'IDENTITY.EMAIL_IN_USE',
    });
    expect(mailer.sent).toHaveLength(0);
  });

  it('refuses a wrong code with the sign-up routes’ answer', async () => {
    await service.sendCode(customer.id, 'new@example.com');
    await expect(service.verifyCode('new@example.com', 'WRONG234', IP)).rejects.toMatchObject({
      code: 'IDENTITY.ACTIVATION_CODE_INVALID',
    });
  });

  it('moves the account to the proven address and tells the old one, without naming the new', async () => {
    await prove(customer.id, 'new@example.com');
    await expect(service.change(customer.id, 'new@example.com')).resolves.toMatchObject({
      id: customer.id,
      email: 'new@example.com',
    });
    expect(mailer.sent.at(-1)).toMatchObject({
      to: 'old@example.com',
      subject: 'Your SelamTopup e-mail address was changed',
    });
    expect(mailer.sent.at(-1)!.text).not.toContain('new@example.com');
  });

  it('spends the code: the same proof does not move the account twice', async () => {
    await prove(customer.id, 'new@example.com');
    await service.change(customer.id, 'new@example.com');
    (await customers.findById(customer.id))!.email = 'old@example.com'; // as if moved back
    await expect(service.change(customer.id, 'new@example.com')).rejects.toMatchObject({
      code: 'IDENTITY.EMAIL_NOT_VERIFIED',
    });
  });

  it('answers with the account unchanged and mails nobody when the address is already its own', async () => {
    await expect(service.change(customer.id, 'old@example.com')).resolves.toMatchObject({
      email: 'old@example.com',
    });
    expect(mailer.sent).toHaveLength(0);
  });

  it('refuses an address nobody proved, or one another customer proved', async () => {
    await expect(service.change(customer.id, 'new@example.com')).rejects.toMatchObject({
      code: 'IDENTITY.EMAIL_NOT_VERIFIED',
    });
    await prove(other.id, 'new@example.com');
    await expect(service.change(customer.id, 'new@example.com')).rejects.toMatchObject({
      code: 'IDENTITY.EMAIL_NOT_VERIFIED',
    });
    expect((await customers.findById(customer.id))!.email).toBe('old@example.com');
  });

  it('refuses an address another account has', async () => {
    await expect(service.change(customer.id, 'other@example.com')).rejects.toMatchObject({
      code: 'IDENTITY.EMAIL_IN_USE',
    });
  });

  it('answers not logged in for an account that is gone', async () => {
    await expect(
      service.change('00000000-0000-4000-8000-000000000000', 'new@example.com'),
    ).rejects.toMatchObject({ code: 'IDENTITY.NOT_LOGGED_IN' });
  });
});
