import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BalanceWatch, NO_BALANCE_WATCH } from '../domain/provider-balance';
import { BalanceWatchStore } from '../ports/balance-watch-store.port';

/** The settings row the storefront's status reads (shared/payments/settings-store-status.read-model.ts). */
export const BALANCE_WATCH_KEY = 'providerBalance';

interface StoredWatch {
  availableCents?: unknown;
  currency?: unknown;
  checkedAt?: unknown;
  low?: unknown;
  closed?: unknown;
  lastError?: unknown;
}

/** What is stored, read defensively: a row an older version wrote never breaks the dashboard. */
function toWatch(value: unknown): BalanceWatch {
  if (!value || typeof value !== 'object') return NO_BALANCE_WATCH;
  const v = value as StoredWatch;
  const checkedAt = typeof v.checkedAt === 'string' ? new Date(v.checkedAt) : null;
  return {
    availableCents: typeof v.availableCents === 'number' ? v.availableCents : null,
    currency: typeof v.currency === 'string' ? v.currency : null,
    checkedAt: checkedAt && !Number.isNaN(checkedAt.getTime()) ? checkedAt : null,
    low: v.low === true,
    closed: v.closed === true,
    lastError: typeof v.lastError === 'string' ? v.lastError : null,
  };
}

/** The balance watch as one jsonb settings row, replaced in one statement. */
@Injectable()
export class BalanceWatchSqlStore extends BalanceWatchStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async read(): Promise<BalanceWatch> {
    const rows: { value: unknown }[] = await this.db.query(
      `SELECT value FROM settings WHERE key = $1`,
      [BALANCE_WATCH_KEY],
    );
    return toWatch(rows[0]?.value);
  }

  async replace(next: BalanceWatch): Promise<BalanceWatch> {
    // The old value is read under the row lock the upsert takes (FOR UPDATE), so two
    // replacements at once each answer what the other wrote, never the same old value.
    const [row]: { old: unknown }[] = await this.db.query(
      `WITH old AS (SELECT value FROM settings WHERE key = $1 FOR UPDATE)
       INSERT INTO settings (key, value) VALUES ($1, $2::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
       RETURNING (SELECT value FROM old) AS old`,
      [BALANCE_WATCH_KEY, JSON.stringify({ ...next, checkedAt: next.checkedAt?.toISOString() ?? null })],
    );
    return toWatch(row.old);
  }
}
