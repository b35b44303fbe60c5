import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { GuardedPgClient } from './guarded-pg-client';

/**
 * One description of the database for the API, the worker, the CLI and the tests. Entities are
 * found by file name so each context keeps its own `*.orm-entity.ts`; the schema only ever changes
 * through migrations (never `synchronize`).
 */
export function dataSourceOptions(url: string): DataSourceOptions {
  const root = join(__dirname, '..');
  return {
    type: 'postgres',
    url,
    entities: [join(root, '**/*.orm-entity.{ts,js}')],
    migrations: [join(__dirname, 'migrations/*.{ts,js}')],
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    // pg-pool makes its clients of this class (guarded-pg-client.ts says why).
    extra: { max: 10, Client: GuardedPgClient },
  };
}
