import 'reflect-metadata';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { runMigrations } from '../../src/database/run-migrations';

/**
 * A fresh database for this run, migrated from zero (so migrations are tested too), and a
 * Redis key prefix of its own. Suites that change shared state (the offer sync deactivates what
 * it does not see) take a database of their own with createMigratedDatabase. Both are visible to the test workers through process.env.
 */
export default async function globalSetup(): Promise<void> {
  const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/selamtopup';
  process.env.TEST_DATABASE_SERVER = base;
  process.env.DATABASE_URL = await createMigratedDatabase(
    base,
    `selamtopup_test_${Date.now()}_${process.pid}`,
  );
  process.env.REDIS_PREFIX = `selam-test-${Date.now()}-${process.pid}`;
}

/** A new database on the server of `serverUrl`, migrated from zero; answers its URL. */
export async function createMigratedDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await new DataSource(dataSourceOptions(url.toString())).initialize();
  await runMigrations(db);
  await db.destroy();
  return url.toString();
}
