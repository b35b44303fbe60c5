import { CODE_MAIL_INTERVAL_MS, CODE_MAILS_PER_ADDRESS } from '../domain/abuse-limits';
import { MemoryAttemptCounters } from '../testing/memory-attempt-counters';
import { MemoryMailer, MemoryOneTimeCodes, PlainCodeHasher } from '../testing/customer-fakes';
import { OneTimeCodesService } from './one-time-codes.service';

const ERRORS = { invalid: 'INVALID', expired: 'EXPIRED' };

describe('OneTimeCodesService', () => {
  let codes: MemoryOneTimeCodes;
  let mailer: MemoryMailer;
  let counters: MemoryAttemptCounters;
  let service: OneTimeCodesService;
  const email = 'abebe@example.com';

  beforeEach(() => {
    codes = new MemoryOneTimeCodes();
    mailer = new MemoryMailer();
    counters = new MemoryAttemptCounters();
    service = new OneTimeCodesService(codes, new PlainCodeHasher(), mailer, counters);
  });

  it('mails one code a minute per purpose and address; a repeat keeps the first valid', async () => {
    await expect(service.issue('reset', email)).resolves.toBe(true);
    const first = mailer.lastCode();
    await expect(service.issue('reset', email)).resolves.toBe(false);
    expect(mailer.sent).toHaveLength(1);
    await expect(service.verify('reset', email, first, ERRORS)).resolves.toBeDefined();
    await expect(service.issue('signup', email)).resolves.toBe(true); // another purpose
    counters.now += CODE_MAIL_INTERVAL_MS;
    await expect(service.issue('reset', email)).resolves.toBe(true);
    expect(mailer.sent).toHaveLength(3);
  });

  it(`mails an address at most ${CODE_MAILS_PER_ADDRESS.limit} codes a day`, async () => {
    for (let i = 0; i < CODE_MAILS_PER_ADDRESS.limit + 3; i++) {
      await service.issue(i % 2 ? 'reset' : 'signup', email);
      counters.now += CODE_MAIL_INTERVAL_MS;
    }
    expect(mailer.sent).toHaveLength(CODE_MAILS_PER_ADDRESS.limit);
    counters.now += CODE_MAILS_PER_ADDRESS.windowMs;
    await expect(service.issue('reset', email)).resolves.toBe(true);
  });

  it('counts a wrong code at the final step towards the five tries', async () => {
    await service.issue('reset', email);
    const right = mailer.lastCode();
    await service.verify('reset', email, right, ERRORS);
    for (let i = 0; i < 5; i++)
      await expect(
        service.requireVerified('reset', email, 'WRONG234', ERRORS),
      ).rejects.toMatchObject({ code: 'INVALID' });
    expect(codes.all[0].failedAttempts).toBe(5);
    await expect(service.requireVerified('reset', email, right, ERRORS)).rejects.toMatchObject({
      code: 'EXPIRED',
    });
  });

  it('lets the final step spend only a verified code', async () => {
    await service.issue('signup', email);
    const right = mailer.lastCode();
    await expect(service.requireVerified('signup', email, right, ERRORS)).rejects.toMatchObject({
      code: 'INVALID',
    });
    await service.verify('signup', email, right, ERRORS);
    await expect(service.requireVerified('signup', email, right, ERRORS)).resolves.toMatchObject({
      email,
    });
  });
});
