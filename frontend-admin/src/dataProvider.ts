import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, HttpError, type fetchUtils } from 'react-admin';
import { type AdminCalls, adminCalls } from './api/adminCalls';
import { SERVER_ERROR_TEXT, errorStatus } from './components/apiErrors';
import { listFilterProblem } from './components/listFilterProblems';
import { httpClient } from './http/httpClient';

/**
 * docs/specification.md#admin-errors sends a 500 to /Error500; the back office has no such page, so
 * the lists and
 * pages show that page's text in react-admin's error notification instead (and stay usable).
 */
function listHttpClient(url: string, options?: fetchUtils.Options) {
  return httpClient(url, options).catch((error: unknown) => {
    const status = errorStatus(error);
    if (status !== undefined && status >= 500) {
      throw new HttpError(SERVER_ERROR_TEXT, status, (error as HttpError).body);
    }
    throw error;
  });
}

const restProvider = simpleRestProvider('/api/admin', listHttpClient);

/** react-admin's methods for the REST resources, plus the specification's own calls. */
export type AdminDataProvider = DataProvider & AdminCalls;

// Admin resources speak the ra-data-simple-rest dialect under /api/admin (ARCHITECTURE.md). A
// list whose filters the API would refuse (components/listFilterProblems.ts) is not asked for:
// it answers no rows, and the list's empty text says what is wrong instead.
export const dataProvider: AdminDataProvider = {
  ...restProvider,
  getList: (resource, params) =>
    listFilterProblem(resource, params.filter)
      ? Promise.resolve({ data: [], total: 0 })
      : restProvider.getList(resource, params),
  ...adminCalls,
};
