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
    const value = JSON.stringify({ ...next, checkedAt: next.checkedAt?.toISOString() ?? null });
    // The old value is read under the row's lock (FOR UPDATE, after making sure the row exists),
    // so of two replacements at once the second answers what the first wrote.
    return this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO settings (key, value) VALUES ($1, 'null'::jsonb) ON CONFLICT (key) DO NOTHING`,
        [BALANCE_WATCH_KEY],
      );
      const [old]: { value: unknown }[] = await tx.query(
        `SELECT value FROM settings WHERE key = $1 FOR UPDATE`,
        [BALANCE_WATCH_KEY],
      );
      await tx.query(`UPDATE settings SET value = $2::jsonb, updated_at = now() WHERE key = $1`, [
        BALANCE_WATCH_KEY,
        value,
      ]);
      return toWatch(old?.value);
    });
  }
}
