import { Injectable } from '@nestjs/common';
import { SettingsStore } from '../ports/settings-store.port';

/** Config File Management's line: is the storefront Enabled or Disabled? */
@Injectable()
export class ReadStorefrontService {
  constructor(private readonly settings: SettingsStore) {}

  isOpen(): Promise<boolean> {
    return this.settings.storefrontOpen();
  }
}
