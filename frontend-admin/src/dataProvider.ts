import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type fetchUtils } from 'react-admin';
import { SERVER_ERROR_TEXT, errorStatus } from './components/apiErrors';
import { httpClient } from './http/httpClient';

/**
 * Seed 001 §8 sends a 500 to /Error500; the back office has no such page, so the lists and
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

// Admin resources speak the ra-data-simple-rest dialect under /api/admin (ARCHITECTURE.md).
export const dataProvider = simpleRestProvider('/api/admin', listHttpClient);
