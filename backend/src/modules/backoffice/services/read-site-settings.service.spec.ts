import type { AppConfig } from '@config/app-config';
import { MemorySettingsStore } from '../testing/backoffice-fakes';
import { ReadContactEmailService } from './read-contact-email.service';
import { ReadSiteSettingsService } from './read-site-settings.service';

describe('the settings the customer site shows', () => {
  const config = {
    env: { CONTACT_EMAIL: 'desk@config.test', MVM_BUSINESS_NAME: 'Test Training Academy' },
  } as AppConfig;
  const service = (settings: MemorySettingsStore) =>
    new ReadSiteSettingsService(new ReadContactEmailService(settings, config), settings, config);

  it('shows the address contact messages go to, changed or not', async () => {
    const settings = new MemorySettingsStore();
    expect((await service(settings).current()).contactEmail).toBe('desk@config.test');
    await settings.replaceContactEmail('new-desk@selamtopup.test');
    expect((await service(settings).current()).contactEmail).toBe('new-desk@selamtopup.test');
  });

  it('gives the usable social links and the training business name', async () => {
    const settings = new MemorySettingsStore();
    expect(await service(settings).current()).toMatchObject({
      socialLinks: [],
      mvmBusinessName: 'Test Training Academy',
    });
    settings.social = { x: 'https://x.com/selamtopup', facebook: 'https://www.facebook.com/' };
    expect((await service(settings).current()).socialLinks).toEqual([
      { network: 'x', url: 'https://x.com/selamtopup' },
    ]);
  });
});
