import 'reflect-metadata';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { runMigrations } from '../../src/database/run-migrations';
import { workerDatabaseName } from './worker-database';

/**
 * A fresh database for this run, migrated from zero (so migrations are tested too), copied once
 * per Jest worker, and a Redis key prefix of its own: test/setup/env.ts points each worker at its
 * copy and its own prefix, so suites running side by side in two workers never see each other's
 * rows, queues or counters. Suites that change shared state (the offer sync deactivates what it
 * does not see) take a database of their own with createMigratedDatabase. All of it reaches the
 * test workers through process.env.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/selamtopup';
  process.env.TEST_DATABASE_SERVER = base;
  const migrated = await createMigratedDatabase(
    base,
    `selamtopup_test_${Date.now()}_${process.pid}`,
  );
  process.env.DATABASE_URL = migrated;
  process.env.TEST_RUN_DATABASE_URL = migrated;
  process.env.REDIS_PREFIX = `selam-test-${Date.now()}-${process.pid}`;
  process.env.TEST_RUN_REDIS_PREFIX = process.env.REDIS_PREFIX;
  // A copy of a migrated database is a file copy: far cheaper than migrating once per worker.
  for (let worker = 1; worker <= Math.max(1, globalConfig.maxWorkers); worker++)
    await copyDatabase(migrated, workerDatabaseName(migrated, worker));
}

async function copyDatabase(sourceUrl: string, name: string): Promise<void> {
  const source = decodeURIComponent(new URL(sourceUrl).pathname.slice(1));
  const admin = new URL(sourceUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}" TEMPLATE "${source}"`);
  await client.end();
}

/** A new, empty database on the server of `serverUrl`; answers its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database on the server of `serverUrl`, migrated from zero; answers its URL. */
export async function createMigratedDatabase(serverUrl: string, name: string): Promise<string> {
  const url = await createDatabase(serverUrl, name);
  const db = await new DataSource(dataSourceOptions(url)).initialize();
  await runMigrations(db);
  await db.destroy();
  return url;
}
