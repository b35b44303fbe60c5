import { MemoryBalanceWatchStore, MemorySettingsStore } from '../testing/backoffice-fakes';
import { ReadStorefrontService } from './read-storefront.service';

describe('reading the storefront switch', () => {
  it('is Enabled until a master admin switches it off', async () => {
    const settings = new MemorySettingsStore();
    const storefront = new ReadStorefrontService(settings, new MemoryBalanceWatchStore());
    expect(await storefront.isOpen()).toBe(true);
    await settings.toggleStorefront();
    expect(await storefront.isOpen()).toBe(false);
    await settings.toggleStorefront();
    expect(await storefront.isOpen()).toBe(true);
  });

  it('says when the balance watch has closed it, which leaves the switch as it was', async () => {
    const watch = new MemoryBalanceWatchStore();
    const storefront = new ReadStorefrontService(new MemorySettingsStore(), watch);
    expect(await storefront.closedForBalance()).toBe(false);
    watch.watch = { ...watch.watch, availableCents: 4000, low: true, closed: true };
    expect(await storefront.closedForBalance()).toBe(true);
    expect(await storefront.isOpen()).toBe(true);
  });
});
