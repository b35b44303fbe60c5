// `npm run migrate`: applies pending migrations to DATABASE_URL and prints what it did.
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AppConfig } from '@config/app-config';
import { dataSourceOptions } from '../data-source-options';
import { runMigrations } from '../run-migrations';

async function main(): Promise<void> {
  const config = new AppConfig();
  const dataSource = await new DataSource(dataSourceOptions(config.env.DATABASE_URL)).initialize();
  const applied = await runMigrations(dataSource);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
  await dataSource.destroy();
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
