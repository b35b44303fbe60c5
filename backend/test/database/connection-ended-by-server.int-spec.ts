import type { Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { dataSourceOptions } from '@database/data-source-options';

/**
 * A connection the server ends while the pool has it handed out and nobody listens on it (the
 * moment between pg-pool taking its listener off and TypeORM putting its own on): the process
 * goes on, the broken client is dropped, and the next query gets a sound one
 * (src/database/guarded-pg-client.ts).
 */
describe('a PostgreSQL connection ended by the server', () => {
  let db: DataSource;
  beforeAll(async () => {
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
  });
  afterAll(() => db.destroy());

  it('does not stop the process when it was handed out with no listener of its own', async () => {
    const pool = (db.driver as PostgresDriver).master as Pool;
    const client: PoolClient = await pool.connect();
    expect(client.listenerCount('error')).toBe(1); // the guard's alone
    const [{ pid }] = (await client.query('SELECT pg_backend_pid() AS pid')).rows as {
      pid: number;
    }[];
    // No listener of the test's own: without the guard, the server's message would be an
    // unhandled 'error' event and end this process.
    const ended = new Promise((resolve) => client.once('end', resolve));
    await db.query('SELECT pg_terminate_backend($1)', [pid]);
    await ended;

    await expect(client.query('SELECT 1')).rejects.toThrow(/not queryable|terminated/);
    const before = pool.totalCount;
    client.release(new Error('ended by the server'));
    expect(pool.totalCount).toBe(before - 1); // dropped, not kept for the next caller
    const [{ ok }] = (await db.query('SELECT 1 AS ok')) as { ok: number }[];
    expect(ok).toBe(1);
  });
});
