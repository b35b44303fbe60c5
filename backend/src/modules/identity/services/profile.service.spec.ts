import { aCustomer, MemoryCustomers } from '../testing/customer-fakes';
import { ProfileService } from './profile.service';

describe('ProfileService', () => {
  const customer = aCustomer();
  let service: ProfileService;
  beforeEach(() => {
    service = new ProfileService(new MemoryCustomers([{ ...customer }]));
  });

  it('reads the profile of the logged-in customer', async () => {
    await expect(service.get(customer.id)).resolves.toMatchObject({ email: customer.email });
  });

  it('answers not logged in for an account that is gone', async () => {
    await expect(service.get('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      code: 'IDENTITY.NOT_LOGGED_IN',
    });
    await expect(
      service.updateNamePhone('00000000-0000-4000-8000-000000000000', 'A', '+251911000000'),
    ).rejects.toMatchObject({ code: 'IDENTITY.NOT_LOGGED_IN' });
  });

  it('stores the mail language; an account that is gone is not logged in', async () => {
    const customers = new MemoryCustomers([{ ...customer }]);
    service = new ProfileService(customers);
    await service.setLanguage(customer.id, 'am');
    expect((await customers.findById(customer.id))?.language).toBe('am');
    await expect(
      service.setLanguage('00000000-0000-4000-8000-000000000000', 'fr'),
    ).rejects.toMatchObject({ code: 'IDENTITY.NOT_LOGGED_IN' });
  });

  it('changes the name and phone number, trimmed', async () => {
    await expect(
      service.updateNamePhone(customer.id, '  Abebe Kebede ', ' +251911000000 '),
    ).resolves.toMatchObject({ fullname: 'Abebe Kebede', telephone: '+251911000000' });
  });
});
