import { PlainHasher } from '../testing/admin-fakes';
import {
  aCustomer,
  MemoryCustomers,
  MemoryMailer,
  MemoryOneTimeCodes,
  MemorySessionRevoker,
  PlainCodeHasher,
} from '../testing/customer-fakes';
import { MemoryAttemptCounters } from '../testing/memory-attempt-counters';
import { OneTimeCodesService } from './one-time-codes.service';
import { ProfileService } from './profile.service';

describe('ProfileService', () => {
  it('tells the old address when the e-mail changes', async () => {
    const customer = aCustomer({ email: 'old@example.com' });
    const codes = new MemoryOneTimeCodes();
    const mailer = new MemoryMailer();
    const oneTimeCodes = new OneTimeCodesService(
      codes,
      new PlainCodeHasher(),
      mailer,
      new MemoryAttemptCounters(),
    );
    const service = new ProfileService(
      new MemoryCustomers([customer], codes),
      oneTimeCodes,
      new PlainHasher(),
      new MemorySessionRevoker(),
      mailer,
    );
    await oneTimeCodes.issue('email_change', 'new@example.com', customer.id);
    const code = /\b([A-HJ-NP-Z2-9]{8})\b/.exec(mailer.sent[0].text)![1];
    await oneTimeCodes.verify('email_change', 'new@example.com', code, {
      invalid: 'X',
      expired: 'X',
    });

    await expect(service.changeEmail(customer.id, 'new@example.com')).resolves.toMatchObject({
      email: 'new@example.com',
    });
    expect(mailer.sent.at(-1)).toMatchObject({
      to: 'old@example.com',
      subject: 'Your SelamTopup e-mail address was changed',
    });
    expect(mailer.sent.at(-1)!.text).not.toContain('new@example.com');
  });
});
