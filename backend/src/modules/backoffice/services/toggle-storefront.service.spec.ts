import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import { MemoryAuditLog } from '@modules/identity/testing/admin-fakes';
import { MemoryBalanceWatchStore, MemorySettingsStore } from '../testing/backoffice-fakes';
import { ReadStorefrontService } from './read-storefront.service';
import { ToggleStorefrontService } from './toggle-storefront.service';

describe('the storefront switch', () => {
  const admin = { id: 'a1', email: 'admin@example.com' };

  it('is open until switched; each toggle answers the new state and is audited', async () => {
    const settings = new MemorySettingsStore();
    const log = new MemoryAuditLog();
    const toggles = new ToggleStorefrontService(settings, new RecordAdminActionService(log));
    const reads = new ReadStorefrontService(settings, new MemoryBalanceWatchStore());
    expect(await reads.isOpen()).toBe(true);
    expect(await toggles.toggle(admin)).toBe(false);
    expect(await reads.isOpen()).toBe(false);
    expect(await toggles.toggle(admin)).toBe(true);
    expect(log.records.map((r) => [r.action, r.detail])).toEqual([
      ['storefront.switched', 'Disabled'],
      ['storefront.switched', 'Enabled'],
    ]);
  });
});
