import { isAdminLoggedIn } from './adminStorage';
import type { AdminDataProvider } from './dataProvider';

/**
 * The data provider (ra-data-simple-rest, query-string, the API calls) loads with the first call
 * that needs it: the login page makes none (authProvider.ts logs in on its own), so its first load
 * does not carry it (docs/performance.md#back-office-first-load). Each method of the real one
 * (dataProvider.ts) answers through this stand-in once loaded; properties that are not methods
 * (supportAbortSignal, which ra-data-simple-rest does not set) read as unset.
 */
const load = () => import('./dataProvider').then((module) => module.dataProvider);
// Someone logged in will use it: asked for at once, beside the page's own screen.
if (isAdminLoggedIn()) void load();

type Method = (...args: unknown[]) => Promise<unknown>;

export const lazyDataProvider = new Proxy({} as AdminDataProvider, {
  get(_target, name) {
    // Not a method: a symbol (inspection), a thenable check, the abort-signal flag.
    if (typeof name !== 'string' || name === 'then' || name === 'supportAbortSignal')
      return undefined;
    return (...args: unknown[]) =>
      load().then((dataProvider) =>
        (dataProvider[name as keyof AdminDataProvider] as Method)(...args),
      );
  },
});
