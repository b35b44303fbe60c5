import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { StoreStatus } from '../ports/store-status.port';

/** Reads configWeb from the settings table (the back office writes it); anything but false is open. */
@Injectable()
export class SettingsStoreStatus extends StoreStatus {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async isOpen(): Promise<boolean> {
    const rows: { value: unknown }[] = await this.db.query(
      `SELECT value FROM settings WHERE key = 'configWeb'`,
    );
    return rows[0]?.value !== false;
  }
}
