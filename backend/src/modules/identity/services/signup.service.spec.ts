import { EMAIL_CHANGE_CODES_PER_ACCOUNT } from '../domain/abuse-limits';
import { PlainHasher } from '../testing/admin-fakes';
import {
  aCustomer,
  MemoryCustomers,
  MemoryMailer,
  MemoryOneTimeCodes,
  PlainCodeHasher,
} from '../testing/customer-fakes';
import { MemoryAttemptCounters } from '../testing/memory-attempt-counters';
import { OneTimeCodesService } from './one-time-codes.service';
import { SignupService } from './signup.service';

describe('SignupService', () => {
  const customer = aCustomer();
  let mailer: MemoryMailer;
  let service: SignupService;
  beforeEach(() => {
    const codes = new MemoryOneTimeCodes();
    const counters = new MemoryAttemptCounters();
    mailer = new MemoryMailer();
    service = new SignupService(
      new MemoryCustomers([customer], codes),
      new OneTimeCodesService(codes, new PlainCodeHasher(), mailer, counters),
      new PlainHasher(),
      counters,
    );
  });

  it(`lets a logged-in customer ask ${EMAIL_CHANGE_CODES_PER_ACCOUNT.limit} e-mail-change codes a day`, async () => {
    for (let i = 0; i < EMAIL_CHANGE_CODES_PER_ACCOUNT.limit; i++)
      await service.sendActivationCode(`outsider${i}@example.com`, customer.id);
    await expect(
      service.sendActivationCode('one-more@example.com', customer.id),
    ).rejects.toMatchObject({ code: 'SHARED.RATE_LIMITED' });
    expect(mailer.sent).toHaveLength(EMAIL_CHANGE_CODES_PER_ACCOUNT.limit);
  });

  it('leaves sign-up codes (nobody logged in) to the per-IP and per-address limits', async () => {
    for (let i = 0; i < EMAIL_CHANGE_CODES_PER_ACCOUNT.limit + 1; i++)
      await service.sendActivationCode(`new${i}@example.com`, null);
    expect(mailer.sent).toHaveLength(EMAIL_CHANGE_CODES_PER_ACCOUNT.limit + 1);
  });
});
