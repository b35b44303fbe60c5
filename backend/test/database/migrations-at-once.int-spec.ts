import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@database/data-source-options';
import { runMigrations } from '@database/run-migrations';
import { emptyDatabase } from '../support/databases';

/**
 * Two API instances booting at once on an empty database: one applies every migration, the other
 * waits and finds none left, and the indexes built CONCURRENTLY come out valid. With the waiting
 * instance blocked inside `pg_advisory_lock` (as before), this test ran into its 120 s: the build
 * waited for the blocked statement's snapshot, the statement for the build's lock
 * (src/database/run-migrations.ts).
 */
describe('migrations run by two instances at once', () => {
  let sources: DataSource[] = [];
  afterAll(() => Promise.all(sources.map((s) => s.destroy())));

  it('applies each migration once, both instances start, every index is valid', async () => {
    const url = await emptyDatabase('migrations_at_once');
    sources = await Promise.all(
      [1, 2].map(() => new DataSource(dataSourceOptions(url)).initialize()),
    );
    const [first, second] = await Promise.all(sources.map((s) => runMigrations(s)));
    const all = sources[0].migrations.map((m) => m.name).sort();
    expect([...first, ...second].sort()).toEqual(all);
    expect(Math.min(first.length, second.length)).toBe(0);
    const invalid = (await sources[0].query(
      `SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE NOT i.indisvalid`,
    )) as { relname: string }[];
    expect(invalid).toEqual([]);
    const [grams] = (await sources[0].query(
      `SELECT count(*)::int AS n FROM pg_indexes WHERE indexname = 'top_up_orders_telenumber_grams_idx'`,
    )) as { n: number }[];
    expect(grams.n).toBe(1);
  }, 120_000);
});
