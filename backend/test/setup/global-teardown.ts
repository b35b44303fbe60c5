import Redis from 'ioredis';
import { Client } from 'pg';

/** Drops this run's database and Redis keys. */
export default async function globalTeardown(): Promise<void> {
  const url = new URL(process.env.TEST_RUN_DATABASE_URL ?? process.env.DATABASE_URL!);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  // This run's database, the workers' copies and the ones suites made for themselves (same name,
  // a suffix).
  const { rows } = await client.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [
    `${name}%`,
  ]);
  for (const row of rows)
    await client.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
  await client.end();

  const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  // The workers' prefixes and the suites' own ones all extend the run's.
  const prefix = process.env.TEST_RUN_REDIS_PREFIX ?? process.env.REDIS_PREFIX;
  const stream = redis.scanStream({ match: `${prefix}*`, count: 500 });
  for await (const keys of stream)
    if ((keys as string[]).length) await redis.del(...(keys as string[]));
  await redis.quit();
}
