import { PlainHasher } from '../testing/admin-fakes';
import { aCustomer, MemoryCustomers, MemorySessionRevoker } from '../testing/customer-fakes';
import { ChangeCustomerPasswordService } from './change-customer-password.service';

describe('ChangeCustomerPasswordService', () => {
  const customer = aCustomer({ passwordHash: 'h:Old#2026' });
  let customers: MemoryCustomers;
  let sessions: MemorySessionRevoker;
  let service: ChangeCustomerPasswordService;
  beforeEach(() => {
    customers = new MemoryCustomers([{ ...customer }]);
    sessions = new MemorySessionRevoker();
    service = new ChangeCustomerPasswordService(customers, new PlainHasher(), sessions);
  });

  it('sets the new password and ends every session of the account', async () => {
    await service.change(customer.id, 'Old#2026', 'New#2026');
    expect((await customers.findById(customer.id))!.passwordHash).toBe('h:New#2026');
    expect(sessions.revoked).toEqual([customer.id]);
  });

  it('changes nothing without the old password', async () => {
    await expect(service.change(customer.id, 'Wrong#2026', 'New#2026')).rejects.toMatchObject({
      code: 'IDENTITY.OLD_PASSWORD_INVALID',
    });
    expect((await customers.findById(customer.id))!.passwordHash).toBe('h:Old#2026');
    expect(sessions.revoked).toEqual([]);
  });

  it('answers not logged in for an account that is gone', async () => {
    await expect(
      service.change('00000000-0000-4000-8000-000000000000', 'Old#2026', 'New#2026'),
    ).rejects.toMatchObject({ code: 'IDENTITY.NOT_LOGGED_IN' });
  });
});
