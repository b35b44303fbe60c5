import { text } from 'node:stream/consumers';
import { RecordAdminActionService } from '../../identity/services/record-admin-action.service';
import { MemoryAuditLog } from '../../identity/testing/admin-fakes';
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

  it('is in the audit log, with its filters, before the first byte leaves', async () => {
    const { csv, log, service } = setUp();
    let recordsWhenOpened = -1;
    csv.onOpen = () => (recordsWhenOpened = log.records.length);
    await service.export(admin, filter);
    expect(recordsWhenOpened).toBe(1);
    expect(log.records).toEqual([
      {
        adminId: 'a1',
        adminEmail: 'admin@example.com',
        action: 'transactions.csv_export',
        detail: '{"filter":{"status":"FAILED","from":"2026-01-01"}}',
      },
    ]);
  });

  it('exports nothing when the audit log cannot record it', async () => {
    const { csv, log, service } = setUp();
    log.append = async () => {
      throw new Error('database unavailable');
    };
    await expect(service.export(admin, filter)).rejects.toThrow('database unavailable');
    expect(csv.opened).toEqual([]);
  });
});
