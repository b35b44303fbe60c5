import 'reflect-metadata';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { runMigrations } from '../../src/database/run-migrations';

/**
 * A fresh database for this run, migrated from zero (so migrations are tested too), and a
 * Redis key prefix of its own. Both are visible to the test workers through process.env.
 */
export default async function globalSetup(): Promise<void> {
  const base = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/selamtopup');
  const name = `selamtopup_test_${Date.now()}_${process.pid}`;
  const admin = new URL(base.toString());
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();

  base.pathname = `/${name}`;
  process.env.DATABASE_URL = base.toString();
  process.env.REDIS_PREFIX = `selam-test-${Date.now()}-${process.pid}`;
  const db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL)).initialize();
  await runMigrations(db);
  await db.destroy();
}
