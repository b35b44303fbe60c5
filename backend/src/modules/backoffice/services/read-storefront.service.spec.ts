import { MemorySettingsStore } from '../testing/backoffice-fakes';
import { ReadStorefrontService } from './read-storefront.service';

describe('reading the storefront switch', () => {
  it('is Enabled until a master admin switches it off', async () => {
    const settings = new MemorySettingsStore();
    const storefront = new ReadStorefrontService(settings);
    expect(await storefront.isOpen()).toBe(true);
    await settings.toggleStorefront();
    expect(await storefront.isOpen()).toBe(false);
    await settings.toggleStorefront();
    expect(await storefront.isOpen()).toBe(true);
  });
});
