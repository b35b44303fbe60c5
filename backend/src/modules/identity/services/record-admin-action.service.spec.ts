import { MemoryAuditLog } from '../testing/admin-fakes';
import { RecordAdminActionService } from './record-admin-action.service';

describe('RecordAdminActionService', () => {
  it('keeps details to one bounded printable line', async () => {
    const log = new MemoryAuditLog();
    await new RecordAdminActionService(log).record({
      adminId: null,
      adminEmail: 'a\u0000b@example.com\r\n',
      action: 'admin.login_failed',
      detail: `x\ny${'z'.repeat(1000)}`,
    });
    expect(log.records[0].adminEmail).toBe('a b@example.com');
    expect(log.records[0].detail).toMatch(/^x yz+$/);
    expect(log.records[0].detail).toHaveLength(500);
  });
});
