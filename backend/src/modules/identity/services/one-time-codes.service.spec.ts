import { CODE_MAIL_INTERVAL_MS, CODE_MAILS_PER_ADDRESS } from '../domain/abuse-limits';
import { CODE_MAX_ATTEMPTS, CODE_MAX_ATTEMPTS_PER_PLACE } from '../domain/one-time-code';
import { MemoryAttemptCounters } from '../testing/memory-attempt-counters';
import { MemoryOneTimeCodes, PlainCodeHasher } from '../testing/customer-fakes';
import { OneTimeCodesService } from './one-time-codes.service';
import { MemoryMailer } from '@shared/testing/memory-mailer';

const ERRORS = { invalid: 'INVALID', expired: 'EXPIRED' };
const OWNER = '203.0.113.9';
const STRANGER = '198.51.100.66';
/** A code typed from the owner's place, or from `ip`. */
const typed = (code: string, ip = OWNER) => ({ typed: code, ip });

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
    await expect(service.issue('reset', email, null, 'en')).resolves.toBe(true);
    const first = mailer.lastCode();
    await expect(service.issue('reset', email, null, 'en')).resolves.toBe(false);
    expect(mailer.sent).toHaveLength(1);
    await expect(service.verify('reset', email, typed(first), ERRORS)).resolves.toBeDefined();
    await expect(service.issue('signup', email, null, 'en')).resolves.toBe(true); // another purpose
    counters.now += CODE_MAIL_INTERVAL_MS;
    await expect(service.issue('reset', email, null, 'en')).resolves.toBe(true);
    expect(mailer.sent).toHaveLength(3);
  });

  it(`mails an address at most ${CODE_MAILS_PER_ADDRESS.limit} codes a day`, async () => {
    for (let i = 0; i < CODE_MAILS_PER_ADDRESS.limit + 3; i++) {
      await service.issue(i % 2 ? 'reset' : 'signup', email, null, 'en');
      counters.now += CODE_MAIL_INTERVAL_MS;
    }
    expect(mailer.sent).toHaveLength(CODE_MAILS_PER_ADDRESS.limit);
    counters.now += CODE_MAILS_PER_ADDRESS.windowMs;
    await expect(service.issue('reset', email, null, 'en')).resolves.toBe(true);
  });

  it('counts a wrong code at the final step towards the place’s five tries', async () => {
    await service.issue('reset', email, null, 'en');
    const right = mailer.lastCode();
    await service.verify('reset', email, typed(right), ERRORS);
    for (let i = 0; i < 5; i++)
      await expect(
        service.requireVerified('reset', email, typed('WRONG234'), ERRORS),
      ).rejects.toMatchObject({ code: 'INVALID' });
    expect(codes.all[0].failedAttempts).toBe(5);
    await expect(
      service.requireVerified('reset', email, typed(right), ERRORS),
    ).rejects.toMatchObject({ code: 'EXPIRED' });
  });

  it('lets a stranger’s wrong tries use up the stranger’s tries only', async () => {
    await service.issue('reset', email, null, 'en');
    const right = mailer.lastCode();
    for (let i = 0; i < CODE_MAX_ATTEMPTS_PER_PLACE; i++)
      await expect(
        service.verify('reset', email, typed('WRONG234', STRANGER), ERRORS),
      ).rejects.toMatchObject({ code: 'INVALID' });
    // Void for the stranger's place, even with the right code...
    await expect(
      service.verify('reset', email, typed(right, STRANGER), ERRORS),
    ).rejects.toMatchObject({ code: 'EXPIRED' });
    // ...while the owner, elsewhere, verifies and spends it.
    await expect(service.verify('reset', email, typed(right), ERRORS)).resolves.toBeDefined();
    await expect(
      service.requireVerified('reset', email, typed(right), ERRORS),
    ).resolves.toMatchObject({ email });
  });

  it(`voids a code for everyone after ${CODE_MAX_ATTEMPTS} wrong tries from all places`, async () => {
    await service.issue('signup', email, null, 'en');
    const right = mailer.lastCode();
    const places = CODE_MAX_ATTEMPTS / CODE_MAX_ATTEMPTS_PER_PLACE;
    for (let p = 0; p < places; p++)
      for (let i = 0; i < CODE_MAX_ATTEMPTS_PER_PLACE; i++)
        await expect(
          service.verify('signup', email, typed('WRONG234', `198.51.100.${p}`), ERRORS),
        ).rejects.toMatchObject({ code: 'INVALID' });
    expect(codes.all[0].failedAttempts).toBe(CODE_MAX_ATTEMPTS);
    await expect(service.verify('signup', email, typed(right), ERRORS)).rejects.toMatchObject({
      code: 'EXPIRED',
    });
  });

  it('gives a place its tries back with a new code', async () => {
    await service.issue('reset', email, null, 'en');
    for (let i = 0; i < CODE_MAX_ATTEMPTS_PER_PLACE; i++)
      await service.verify('reset', email, typed('WRONG234'), ERRORS).catch(() => undefined);
    counters.now += CODE_MAIL_INTERVAL_MS;
    await service.issue('reset', email, null, 'en');
    await expect(
      service.verify('reset', email, typed(mailer.lastCode()), ERRORS),
    ).resolves.toBeDefined();
  });

  it('lets the final step spend only a verified code', async () => {
    await service.issue('signup', email, null, 'en');
    const right = mailer.lastCode();
    await expect(
      service.requireVerified('signup', email, typed(right), ERRORS),
    ).rejects.toMatchObject({ code: 'INVALID' });
    await service.verify('signup', email, typed(right), ERRORS);
    await expect(
      service.requireVerified('signup', email, typed(right), ERRORS),
    ).resolves.toMatchObject({ email });
  });
});
