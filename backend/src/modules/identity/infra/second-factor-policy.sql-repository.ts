import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SecondFactorPolicyStore } from '../ports/second-factor-policy-store.port';

const KEY = 'adminTotpRequired';

/**
 * The rule lives in the site's `settings` rows (one key of its own), but only identity reads or
 * writes it: docs/decisions.md#where-the-rule-lives.
 */
@Injectable()
export class SecondFactorPolicySqlStore extends SecondFactorPolicyStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async required(): Promise<boolean> {
    const rows: { value: unknown }[] = await this.db.query(
      `SELECT value FROM settings WHERE key = $1`,
      [KEY],
    );
    return rows[0]?.value === true;
  }

  async setRequired(required: boolean): Promise<void> {
    await this.db.query(
      `INSERT INTO settings (key, value) VALUES ($1, to_jsonb($2::boolean))
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [KEY, required],
    );
  }
}
