import { Injectable } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { SettingsStore } from '../ports/settings-store.port';

/** Where contact messages go: the stored address, CONTACT_EMAIL until a master admin sets one. */
@Injectable()
export class ReadContactEmailService {
  constructor(
    private readonly settings: SettingsStore,
    private readonly config: AppConfig,
  ) {}

  async current(): Promise<string> {
    return (await this.settings.contactEmail()) ?? this.config.env.CONTACT_EMAIL;
  }
}
