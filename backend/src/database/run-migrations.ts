import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource } from 'typeorm';

/** Any constant: the advisory lock that keeps two booting instances from migrating at once. */
const MIGRATION_LOCK = 727_001;
/** How often an instance waiting for another's migrations asks for the lock again. */
const LOCK_RETRY_MS = 250;

/**
 * Applies pending migrations; safe when several API instances start together: one migrates, the
 * others wait for the lock, then find nothing left to apply.
 *
 * The waiting instance asks again every LOCK_RETRY_MS instead of blocking in
 * `pg_advisory_lock`: a statement blocked there holds a snapshot, and a migration that builds an
 * index CONCURRENTLY waits for every older snapshot to end, so the two waited for each other: by
 * hand PostgreSQL ended the build as a deadlock, in test/database/migrations-at-once.int-spec.ts
 * both waited until the test's 120 s ran out (migrations/1796200000000-SearchAtTenMillion.ts).
 */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  let locked = false;
  try {
    for (;;) {
      const [row] = await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [
        MIGRATION_LOCK,
      ]);
      locked = row.locked === true;
      if (locked) break;
      await sleep(LOCK_RETRY_MS);
    }
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    if (locked)
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}
