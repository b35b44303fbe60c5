import { AppConfig } from '@config/app-config';
import { DomainError } from '@shared/domain/domain-error';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import { MemoryAuditLog } from '@modules/identity/testing/admin-fakes';
import { CustomerRiskLimitsService } from '@modules/orders/services/customer-risk-limits.service';
import { MemoryRaisedLimits } from '@modules/orders/testing/memory-raised-limits';
import { BackofficeErrors } from '../domain/backoffice.errors';
import { MemoryClients } from '../testing/backoffice-fakes';
import { ClientListService } from './client-list.service';
import { ClientRiskLimitsService } from './client-risk-limits.service';

const admin = { id: 'a1', email: 'admin@example.com' };
const CLIENT = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

function setUp() {
  const clients = new MemoryClients();
  clients.clients.push({
    id: CLIENT,
    fullname: 'Selam Tesfaye',
    email: 'selam@example.com',
    telephone: '+251911234567',
  });
  const raised = new MemoryRaisedLimits();
  const log = new MemoryAuditLog();
  const service = new ClientRiskLimitsService(
    new ClientListService(clients),
    new CustomerRiskLimitsService(raised, new AppConfig({})),
    new RecordAdminActionService(log),
  );
  return { raised, log, service };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (err: unknown) => (err instanceof DomainError ? err.code : String(err)),
  );

describe("raising a client's risk limits", () => {
  it('keeps them for the client, by whom, and audits old and new values', async () => {
    const { raised, log, service } = setUp();
    const limits = { dailyCents: 50000, dailyTopUps: 20, newNumberCents: null };
    const answer = await service.change(admin, CLIENT, limits);
    expect(answer.raised).toEqual(limits);
    expect(raised.limits.get(CLIENT)?.actor).toBe('admin:admin@example.com');
    await service.change(admin, CLIENT, {
      dailyCents: null,
      dailyTopUps: null,
      newNumberCents: null,
    });
    expect(log.records.map((e) => [e.action, e.detail])).toEqual([
      [
        'client.limits_changed',
        'selam@example.com: defaults → daily 500.00 USD, top-ups a day 20, new number default',
      ],
      [
        'client.limits_changed',
        'selam@example.com: daily 500.00 USD, top-ups a day 20, new number default → defaults',
      ],
    ]);
    expect((await service.read(CLIENT)).raised).toBeNull();
  });

  it('refuses an unknown or malformed client before anything is kept or audited', async () => {
    const { raised, log, service } = setUp();
    const limits = { dailyCents: 50000, dailyTopUps: null, newNumberCents: null };
    expect(
      await codeOf(service.change(admin, '6f1c2a34-5b6d-4e7f-8a9b-000000000000', limits)),
    ).toBe(BackofficeErrors.CLIENT_NOT_FOUND);
    expect(await codeOf(service.read('not-a-uuid'))).toBe(BackofficeErrors.CLIENT_ID_INVALID);
    expect(raised.limits.size).toBe(0);
    expect(log.records).toEqual([]);
  });
});
