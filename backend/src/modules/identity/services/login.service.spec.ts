import { ACCOUNT_LOGIN_FAILURES } from '../domain/abuse-limits';
import { PlainHasher } from '../testing/admin-fakes';
import { aCustomer, MemoryCustomers } from '../testing/customer-fakes';
import { MemoryAttemptCounters } from '../testing/memory-attempt-counters';
import { LoginAttempts } from './login-attempts';
import { LoginService } from './login.service';

describe('LoginService', () => {
  const customer = aCustomer({ passwordHash: 'h:Secret#12' });
  let counters: MemoryAttemptCounters;
  let service: LoginService;
  beforeEach(() => {
    counters = new MemoryAttemptCounters();
    service = new LoginService(
      new MemoryCustomers([customer]),
      new PlainHasher(),
      new LoginAttempts(counters),
    );
  });

  const failFrom = async (ip: string, times = 1) => {
    for (let i = 0; i < times; i++)
      await expect(service.login(customer.email, 'wrong', ip)).rejects.toMatchObject({
        code: 'IDENTITY.INVALID_CREDENTIALS',
      });
  };

  it('after the per-account failures, refuses new places but not the owner’s known one', async () => {
    await service.login(customer.email, 'Secret#12', '203.0.113.1'); // the owner's place
    for (let i = 0; i < ACCOUNT_LOGIN_FAILURES.limit; i++) await failFrom(`198.51.100.${i}`);
    await expect(
      service.login(customer.email, 'Secret#12', '198.51.100.200'),
    ).rejects.toMatchObject({ code: 'SHARED.RATE_LIMITED' });
    await expect(service.login(customer.email, 'Secret#12', '203.0.113.1')).resolves.toEqual(
      customer,
    );
  });

  it('opens again when the window has passed', async () => {
    await failFrom('198.51.100.1', ACCOUNT_LOGIN_FAILURES.limit);
    await expect(service.login(customer.email, 'Secret#12', '198.51.100.2')).rejects.toMatchObject({
      code: 'SHARED.RATE_LIMITED',
    });
    counters.now += ACCOUNT_LOGIN_FAILURES.windowMs;
    await expect(service.login(customer.email, 'Secret#12', '198.51.100.2')).resolves.toEqual(
      customer,
    );
  });

  it('counts unknown e-mails the same way (no difference to probe)', async () => {
    for (let i = 0; i < ACCOUNT_LOGIN_FAILURES.limit; i++)
      await expect(
        service.login('ghost@example.com', 'x', `198.51.100.${i}`),
      ).rejects.toMatchObject({ code: 'IDENTITY.INVALID_CREDENTIALS' });
    await expect(service.login('ghost@example.com', 'x', '198.51.100.99')).rejects.toMatchObject({
      code: 'SHARED.RATE_LIMITED',
    });
  });
});
