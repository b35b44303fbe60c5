import { Readable } from 'node:stream';
import type { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import type { MvmPaymentFilter } from '../domain/mvm-payment-filter';
import { MvmPaymentReadModel } from '../ports/mvm-payment-read-model.port';
import { MvmPaymentListService } from './mvm-payment-list.service';

class FakeReadModel extends MvmPaymentReadModel {
  readonly asked: unknown[] = [];
  busy = false;
  async page(filter: MvmPaymentFilter, window: unknown, sort: unknown) {
    this.asked.push({ filter, window, sort });
    return { count: 0, rows: [] };
  }
  async one(id: string) {
    this.asked.push({ one: id });
    return null;
  }
  async csv(filter: MvmPaymentFilter) {
    this.asked.push({ csv: filter });
    return this.busy ? null : Readable.from(['id\n']);
  }
}

describe('the Mvm payment list', () => {
  it('pages with the checked filter and sort, and audits an export before streaming it', async () => {
    const model = new FakeReadModel();
    const records: unknown[] = [];
    const audit = { record: async (r: unknown) => void records.push(r) };
    const service = new MvmPaymentListService(model, audit as unknown as RecordAdminActionService);
    const sort = { field: 'createdAt' as const, order: 'DESC' as const };
    await service.list({ status: 'PAID' }, { offset: 0, limit: 10 }, sort);
    await service.export({ id: 'a1', email: 'admin@example.com' } as never, { provider: 'paypal' });
    expect(model.asked).toEqual([
      { filter: { status: 'PAID' }, window: { offset: 0, limit: 10 }, sort },
      { csv: { provider: 'paypal' } },
    ]);
    expect(records).toEqual([
      expect.objectContaining({
        adminId: 'a1',
        action: 'mvm_payments.csv_export',
        detail: '{"filter":{"provider":"paypal"}}',
      }),
    ]);
  });
});

describe('the Mvm payments CSV', () => {
  it('answers EXPORT_BUSY while every export connection is taken, and logs nothing', async () => {
    const model = new FakeReadModel();
    model.busy = true;
    const records: unknown[] = [];
    const audit = { record: async (r: unknown) => void records.push(r) };
    const service = new MvmPaymentListService(model, audit as unknown as RecordAdminActionService);
    await expect(
      service.export({ id: 'a1', email: 'admin@example.com' } as never, {}),
    ).rejects.toMatchObject({ code: 'BACKOFFICE.EXPORT_BUSY' });
    expect(records).toEqual([]);
  });

  it('destroys the opened stream unread when the audit log cannot record the export', async () => {
    const model = new FakeReadModel();
    const stream = Readable.from(['id\n']);
    model.csv = async () => stream;
    const audit = {
      record: async () => {
        throw new Error('database unavailable');
      },
    };
    const service = new MvmPaymentListService(model, audit as unknown as RecordAdminActionService);
    await expect(
      service.export({ id: 'a1', email: 'admin@example.com' } as never, {}),
    ).rejects.toThrow('database unavailable');
    expect(stream.destroyed).toBe(true);
  });
});

describe('one Mvm payment', () => {
  it('404s an unknown payment', async () => {
    const service = new MvmPaymentListService(new FakeReadModel(), {} as never);
    await expect(service.one('x')).rejects.toMatchObject({
      code: 'BACKOFFICE.MVM_PAYMENT_NOT_FOUND',
    });
  });
});
