import { createDatabase, createMigratedDatabase } from '../setup/global-setup';

/**
 * A database of the suite's own, for suites whose counts other suites' rows would disturb or
 * that change what others read (the storefront switch, the contact address, the catalogue).
 */
export function ownDatabase(suffix: string): Promise<string> {
  return createMigratedDatabase(process.env.TEST_DATABASE_SERVER!, ownName(suffix));
}

/** An empty database of the suite's own (no migrations run), dropped with the run's. */
export function emptyDatabase(suffix: string): Promise<string> {
  return createDatabase(process.env.TEST_DATABASE_SERVER!, ownName(suffix));
}

/** The run's database name and a suffix: global-teardown.ts drops every such database. */
const ownName = (suffix: string): string =>
  `${decodeURIComponent(new URL(process.env.DATABASE_URL!).pathname.slice(1))}_${suffix}`;
