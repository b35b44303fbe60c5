import { DomainError } from '@shared/domain/domain-error';
import { BackofficeErrors } from '../domain/backoffice.errors';
import type { Client } from '../domain/transaction';
import { MemoryClients } from '../testing/backoffice-fakes';
import { ClientListService } from './client-list.service';

const hana: Client = {
  id: '0b7e1c1e-5a4e-4c2b-9d53-3c1f2a9e8d01',
  fullname: 'Hana Girma',
  email: 'hana@example.com',
  telephone: '+251911234567',
};
const abebe: Client = {
  id: '5d2f8a60-1b3c-4e7d-8f90-a1b2c3d4e5f6',
  fullname: 'Abebe Kebede',
  email: 'abebe@example.com',
  telephone: '+251922345678',
};

function setUp() {
  const clients = new MemoryClients();
  clients.clients.push(hana, abebe);
  return { clients, service: new ClientListService(clients) };
}

describe('the client list', () => {
  it('lists by name, A to Z, unless told otherwise', async () => {
    const { clients, service } = setUp();
    const page = await service.list({ window: { offset: 0, limit: 10 } });
    expect(page).toEqual({ count: 2, rows: [abebe, hana] });
    expect(clients.asked[0].sort).toEqual({ field: 'fullname', direction: 'ASC' });
  });

  it('passes the search, the window and the sort asked for', async () => {
    const { clients, service } = setUp();
    const sort = { field: 'email', direction: 'DESC' } as const;
    const page = await service.list({ q: 'example', window: { offset: 1, limit: 1 }, sort });
    expect(page).toEqual({ count: 2, rows: [abebe] });
    expect(clients.asked).toEqual([{ q: 'example', window: { offset: 1, limit: 1 }, sort }]);
  });
});

describe('one client', () => {
  it('is found by id, whatever the case of the id', async () => {
    const { service } = setUp();
    expect(await service.byId(hana.id)).toEqual(hana);
    expect(await service.byId(hana.id.toUpperCase())).toEqual(hana);
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const { service } = setUp();
    await expect(service.byId('42')).rejects.toEqual(
      new DomainError(BackofficeErrors.CLIENT_ID_INVALID),
    );
  });

  it('answers 404 for an unknown client', async () => {
    const { service } = setUp();
    await expect(service.byId('00000000-0000-4000-8000-000000000000')).rejects.toEqual(
      new DomainError(BackofficeErrors.CLIENT_NOT_FOUND),
    );
  });
});
