import { beforeEach, describe, expect, it } from 'vitest';
import { forgetCsrfToken } from '../http/csrf';
import { stubFetch } from '../test/fetchStub';
import { adminApi, csvExportUrl } from './adminApi';

describe('adminApi', () => {
  beforeEach(() => forgetCsrfToken());

  it('builds the CSV URL from the filters, leaving empty ones out', () => {
    expect(csvExportUrl()).toBe('/api/admin/generateCsv');
    expect(csvExportUrl({ q: 'a b', status: 'FAILED', from: '', country: 'Ethiopia' })).toBe(
      '/api/admin/generateCsv?q=a+b&status=FAILED&country=Ethiopia',
    );
  });

  it('sends mutations with the CSRF token and JSON bodies', async () => {
    const calls = stubFetch(
      { json: { csrfToken: 'tok' } },
      { json: { email: 'x@y.zz' } },
      { json: { configWeb: false } },
    );
    await adminApi.setContactEmail({ email: 'x@y.zz' });
    await adminApi.toggleConfig();
    expect(calls.slice(1).map((call) => [call.method, call.url, call.body])).toEqual([
      ['PUT', '/api/admin/contactEmail', { email: 'x@y.zz' }],
      ['POST', '/api/admin/toggleConfig', undefined], // no body at all: the contract has none
    ]);
    expect(calls[2].headers.get('x-csrf-token')).toBe('tok');
  });
});
