import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@database/data-source-options';
import { runMigrations } from '@database/run-migrations';

const withDatabase = (url: string, name: string): string => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * Two API instances booting at once on an empty database: one applies every migration, the other
 * waits and finds none left, and the indexes built CONCURRENTLY come out valid. With the waiting
 * instance blocked inside `pg_advisory_lock` (as before), this test ran into its 120 s: the build
 * waited for the blocked statement's snapshot, the statement for the build's lock
 * (src/database/run-migrations.ts).
 */
describe('migrations run by two instances at once', () => {
  const name = `migrations_at_once_${process.pid}`;
  const server = process.env.DATABASE_URL!;
  const admin = () => new Client({ connectionString: withDatabase(server, 'postgres') });
  let sources: DataSource[] = [];

  beforeAll(async () => {
    const c = admin();
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
  });
  afterAll(async () => {
    await Promise.all(sources.map((s) => s.destroy()));
    const c = admin();
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });

  it('applies each migration once, both instances start, every index is valid', async () => {
    const url = withDatabase(server, name);
    sources = await Promise.all(
      [1, 2].map(() =>
        new DataSource({ ...dataSourceOptions(url), migrationsRun: false }).initialize(),
      ),
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
