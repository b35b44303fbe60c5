import { anAdmin, MemoryAdminRepository } from '../testing/admin-fakes';
import { ListAdminsService } from './list-admins.service';

describe('ListAdminsService', () => {
  const admins = new MemoryAdminRepository([
    anAdmin({ fullname: 'Meron', email: 'b@example.com' }),
    anAdmin({ fullname: 'Abel', email: 'z@example.com' }),
    anAdmin({ fullname: 'Meron', email: 'a@example.com' }),
  ]);
  const service = new ListAdminsService(admins);
  const byName = { field: 'fullname', order: 'ASC' } as const;

  it('answers one page ordered by name, then e-mail, with the total count', async () => {
    const page = await service.list({ offset: 0, limit: 2, sort: byName });
    expect(page.count).toBe(3);
    expect(page.admins.map((a) => a.email)).toEqual(['z@example.com', 'a@example.com']);
    const next = await service.list({ offset: 2, limit: 2, sort: byName });
    expect(next.admins.map((a) => a.email)).toEqual(['b@example.com']);
  });

  it('filters by part of the name or e-mail, ignoring blank searches', async () => {
    expect((await service.list({ offset: 0, limit: 10, q: 'MER', sort: byName })).count).toBe(2);
    expect((await service.list({ offset: 0, limit: 10, q: '  ', sort: byName })).count).toBe(3);
  });

  it('never answers more than 100 rows', async () => {
    const list = jest.spyOn(admins, 'list');
    await service.list({ offset: 0, limit: 5000, sort: byName });
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ limit: 100 }));
  });
});
