import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SettingsStore } from '../ports/settings-store.port';

const STOREFRONT = 'configWeb';
const CONTACT_EMAIL = 'contactEmail';
const SOCIAL_LINKS = 'socialLinks';

/** The settings rows, one statement per change so concurrent admins never overwrite each other. */
@Injectable()
export class SettingsSqlStore extends SettingsStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async storefrontOpen(): Promise<boolean> {
    const rows: { value: unknown }[] = await this.db.query(
      `SELECT value FROM settings WHERE key = $1`,
      [STOREFRONT],
    );
    // Same reading as checkout's (shared/payments' SettingsStoreStatus): anything but false is open.
    return rows[0]?.value !== false;
  }

  async toggleStorefront(): Promise<boolean> {
    // The row lock of ON CONFLICT DO UPDATE makes a concurrent flip see this one's result, so two
    // flips at once flip twice. A missing row means open, so its first flip closes.
    const [row]: { value: boolean }[] = await this.db.query(
      `INSERT INTO settings (key, value) VALUES ($1, 'false'::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = to_jsonb(settings.value = 'false'::jsonb), updated_at = now()
       RETURNING value`,
      [STOREFRONT],
    );
    return row.value === true;
  }

  async contactEmail(): Promise<string | null> {
    const rows: { value: unknown }[] = await this.db.query(
      `SELECT value FROM settings WHERE key = $1`,
      [CONTACT_EMAIL],
    );
    const value = rows[0]?.value;
    return typeof value === 'string' ? value : null;
  }

  async replaceContactEmail(email: string): Promise<string | null> {
    const [row]: { old: unknown }[] = await this.db.query(
      `WITH old AS (SELECT value FROM settings WHERE key = $1)
       INSERT INTO settings (key, value) VALUES ($1, to_jsonb($2::text))
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
       RETURNING (SELECT value FROM old) AS old`,
      [CONTACT_EMAIL, email],
    );
    return typeof row.old === 'string' ? row.old : null;
  }

  async socialLinks(): Promise<unknown> {
    const rows: { value: unknown }[] = await this.db.query(
      `SELECT value FROM settings WHERE key = $1`,
      [SOCIAL_LINKS],
    );
    return rows[0]?.value ?? null;
  }
}
