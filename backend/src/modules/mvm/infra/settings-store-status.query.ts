import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MvmStoreStatus } from '../ports/store-status';

/** Reads configWeb from the settings table (the back office writes it). */
@Injectable()
export class SettingsMvmStoreStatus extends MvmStoreStatus {
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
