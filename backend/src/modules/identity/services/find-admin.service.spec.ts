import { anAdmin, MemoryAdminRepository } from '../testing/admin-fakes';
import { FindAdminService } from './find-admin.service';

describe('FindAdminService', () => {
  const admin = anAdmin();
  const service = new FindAdminService(new MemoryAdminRepository([admin]));

  it('answers the admin of the id', async () => {
    await expect(service.byId(admin.id)).resolves.toEqual(admin);
  });

  it('answers ADMIN_NOT_FOUND for an unknown id', async () => {
    await expect(service.byId(anAdmin().id)).rejects.toMatchObject({
      code: 'IDENTITY.ADMIN_NOT_FOUND',
    });
  });
});
