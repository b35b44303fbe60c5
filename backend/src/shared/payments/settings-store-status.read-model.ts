import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { StoreStatus } from '../ports/store-status.port';

/**
 * Open unless an admin switched configWeb off (anything but false is open) or the DT One balance
 * watch closed it (`providerBalance.closed`, written by the back office's balance check). Two
 * separate rows, so the watch reopening never undoes an admin's close. One indexed read.
 */
@Injectable()
export class SettingsStoreStatus extends StoreStatus {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async isOpen(): Promise<boolean> {
    const rows: { key: string; value: unknown }[] = await this.db.query(
      `SELECT key, value FROM settings WHERE key IN ('configWeb', 'providerBalance')`,
    );
    const value = (key: string) => rows.find((r) => r.key === key)?.value;
    const watch = value('providerBalance') as { closed?: unknown } | undefined;
    return value('configWeb') !== false && watch?.closed !== true;
  }
}

/**
 * The admins' switch alone, for the Mvm payments: they send no top-up, so DT One's balance is no
 * reason to stop them (docs/decisions.md#automatic-storefront-close).
 */
@Injectable()
export class ConfigWebStoreStatus extends StoreStatus {
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
