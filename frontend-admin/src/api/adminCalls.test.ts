import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetCsrfToken } from '../http/csrf';
import { isScreenRefusal } from '../http/refusals';
import { serveApi } from '../test/serveApi';
import { adminCalls } from './adminCalls';

describe('the dataProvider’s own calls', () => {
  beforeEach(() => forgetCsrfToken());

  it('send mutations with the CSRF token and JSON bodies', async () => {
    const calls = serveApi({
      'PUT /api/admin/contactEmail': { json: { email: 'x@y.zz' } },
      'POST /api/admin/toggleConfig': { json: { configWeb: false, closedForBalance: false } },
    });
    expect(await adminCalls.setContactEmail({ email: 'x@y.zz' })).toEqual({
      data: { email: 'x@y.zz' },
    });
    await adminCalls.toggleConfig();
    expect(calls.slice(1).map((call) => [call.method, call.url, call.body])).toEqual([
      ['PUT', '/api/admin/contactEmail', { email: 'x@y.zz' }],
      ['POST', '/api/admin/toggleConfig', undefined], // no body at all: the contract has none
    ]);
    expect(calls[2].headers.get('x-csrf-token')).toBe('tok');
  });

  it('keep a 403 for the screen, or pass it on as a 401 where it logs out', async () => {
    serveApi({
      'POST /api/admin/changePassword': {
        status: 403,
        json: { statusCode: 403, message: 'Invalid Old Password' },
      },
      'GET /api/admin/getConfigWeb': {
        status: 403,
        json: { statusCode: 403, message: 'Forbidden' },
      },
    });
    const refused = adminCalls.changePassword({ oldPassword: 'a', newPassword: 'b' });
    await expect(refused).rejects.toMatchObject({ status: 403, message: 'Invalid Old Password' });
    expect(isScreenRefusal(await refused.catch((error: unknown) => error))).toBe(true);
    const config = adminCalls.getConfigWeb();
    await expect(config).rejects.toBeInstanceOf(HttpError);
    await expect(config).rejects.toMatchObject({ status: 401, message: 'Forbidden' });
  });
});
