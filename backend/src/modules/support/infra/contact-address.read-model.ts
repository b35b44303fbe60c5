import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '@config/app-config';
import { ContactAddress } from '../ports/contact-address.port';

/**
 * The address a master admin set in the back office (settings row 'contactEmail'), read on every
 * message so a change applies at once; CONTACT_EMAIL until one is set.
 */
@Injectable()
export class SettingsContactAddress extends ContactAddress {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async current(): Promise<string> {
    const rows: { value: unknown }[] = await this.db.query(
      `SELECT value FROM settings WHERE key = 'contactEmail'`,
    );
    const stored = rows[0]?.value;
    return typeof stored === 'string' ? stored : this.config.env.CONTACT_EMAIL;
  }
}
