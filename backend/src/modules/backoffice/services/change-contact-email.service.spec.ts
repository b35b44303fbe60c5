import { AppConfig } from '@config/app-config';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import { MemoryAuditLog } from '@modules/identity/testing/admin-fakes';
import { MemorySettingsStore } from '../testing/backoffice-fakes';
import { ChangeContactEmailService } from './change-contact-email.service';
import { ReadContactEmailService } from './read-contact-email.service';

describe('the contact e-mail', () => {
  const config = { env: { CONTACT_EMAIL: 'desk@config.test' } } as AppConfig;
  const admin = { id: 'm1', email: 'master@example.com' };

  it('starts at CONTACT_EMAIL, then is the stored one; changes are audited old → new', async () => {
    const settings = new MemorySettingsStore();
    const log = new MemoryAuditLog();
    const reads = new ReadContactEmailService(settings, config);
    const changes = new ChangeContactEmailService(
      settings,
      config,
      new RecordAdminActionService(log),
    );
    expect(await reads.current()).toBe('desk@config.test');
    expect(await changes.change(admin, 'one@example.com')).toBe('one@example.com');
    expect(await reads.current()).toBe('one@example.com');
    await changes.change(admin, 'two@example.com');
    expect(log.records.map((r) => r.detail)).toEqual([
      'desk@config.test → one@example.com',
      'one@example.com → two@example.com',
    ]);
    expect(log.records[0]).toMatchObject({ action: 'contact_email.changed', adminId: 'm1' });
  });
});
