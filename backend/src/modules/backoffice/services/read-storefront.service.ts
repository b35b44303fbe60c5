import { Injectable } from '@nestjs/common';
import { BalanceWatchStore } from '../ports/balance-watch-store.port';
import { SettingsStore } from '../ports/settings-store.port';

/**
 * Config File Management's line: is the storefront Enabled or Disabled (the admins' switch), and
 * is it closed meanwhile for a low DT One balance (docs/specification.md#provider-balance)?
 */
@Injectable()
export class ReadStorefrontService {
  constructor(
    private readonly settings: SettingsStore,
    private readonly watch: BalanceWatchStore,
  ) {}

  isOpen(): Promise<boolean> {
    return this.settings.storefrontOpen();
  }

  async closedForBalance(): Promise<boolean> {
    return (await this.watch.read()).closed;
  }
}
