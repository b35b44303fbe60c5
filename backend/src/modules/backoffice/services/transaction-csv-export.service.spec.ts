import { text } from 'node:stream/consumers';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import { MemoryAuditLog } from '@modules/identity/testing/admin-fakes';
import { MemoryTransactionCsv } from '../testing/backoffice-fakes';
import { TransactionCsvExportService } from './transaction-csv-export.service';

const admin = { id: 'a1', email: 'admin@example.com' };
const filter = { status: 'FAILED', from: '2026-01-01' };

function setUp() {
  const csv = new MemoryTransactionCsv();
  const log = new MemoryAuditLog();
  return {
    csv,
    log,
    service: new TransactionCsvExportService(csv, new RecordAdminActionService(log)),
  };
}

describe('the transactions CSV export', () => {
  it('streams the transactions of the list’s filters', async () => {
    const { csv, service } = setUp();
    const stream = await service.export(admin, filter);
    expect(await text(stream)).toBe('id,status\no1,FAILED\n');
    expect(csv.opened).toEqual([filter]);
  });

  it('is in the audit log, with its filters, before the stream is handed out', async () => {
    const { csv, log, service } = setUp();
    const stream = await service.export(admin, filter);
    expect(log.records).toEqual([
      {
        adminId: 'a1',
        adminEmail: 'admin@example.com',
        action: 'transactions.csv_export',
        detail: '{"filter":{"status":"FAILED","from":"2026-01-01"}}',
      },
    ]);
    expect(stream).toBe(csv.streams[0]);
    expect(stream.readableDidRead).toBe(false);
  });

  it('exports nothing when the audit log cannot record it: the opened stream is destroyed unread', async () => {
    const { csv, log, service } = setUp();
    log.append = async () => {
      throw new Error('database unavailable');
    };
    await expect(service.export(admin, filter)).rejects.toThrow('database unavailable');
    expect(csv.streams).toHaveLength(1);
    expect(csv.streams[0].destroyed).toBe(true);
    expect(csv.streams[0].readableDidRead).toBe(false);
  });

  it('answers EXPORT_BUSY while every export connection is taken, and logs nothing', async () => {
    const { csv, log, service } = setUp();
    csv.busy = true;
    await expect(service.export(admin, filter)).rejects.toMatchObject({
      code: 'BACKOFFICE.EXPORT_BUSY',
    });
    expect(log.records).toEqual([]);
  });
});
