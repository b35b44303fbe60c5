import type { AppConfig } from '@config/app-config';
import { MemorySettingsStore } from '../testing/backoffice-fakes';
import { ReadContactEmailService } from './read-contact-email.service';

describe('reading the contact e-mail', () => {
  const config = { env: { CONTACT_EMAIL: 'desk@config.test' } } as AppConfig;

  it('is CONTACT_EMAIL until a master admin sets one', async () => {
    expect(await new ReadContactEmailService(new MemorySettingsStore(), config).current()).toBe(
      'desk@config.test',
    );
  });

  it('is the stored address once set', async () => {
    const settings = new MemorySettingsStore();
    settings.email = 'desk@selamtopup.test';
    expect(await new ReadContactEmailService(settings, config).current()).toBe(
      'desk@selamtopup.test',
    );
  });
});
