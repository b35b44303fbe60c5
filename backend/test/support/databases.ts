import { createMigratedDatabase } from '../setup/global-setup';

/**
 * A database of the suite's own, for suites whose counts other suites' rows would disturb or
 * that change what others read (the storefront switch, the contact address, the catalogue).
 */
export function ownDatabase(suffix: string): Promise<string> {
  const name = decodeURIComponent(new URL(process.env.DATABASE_URL!).pathname.slice(1));
  return createMigratedDatabase(process.env.TEST_DATABASE_SERVER!, `${name}_${suffix}`);
}
