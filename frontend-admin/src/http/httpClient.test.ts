import { beforeEach, describe, expect, it } from 'vitest';
import { serveAnyRoutes } from '../test/serveApi';
import { forgetCsrfToken } from './csrf';
import { httpClient } from './httpClient';

const invalidCsrf = { status: 403, json: { message: 'Invalid CSRF token' } };

describe('httpClient', () => {
  beforeEach(() => forgetCsrfToken());

  it('sends GETs with credentials and without a CSRF token', async () => {
    const calls = serveAnyRoutes({ 'GET /api/admin/things': { json: [{ id: 1 }] } });
    const { json } = await httpClient('/api/admin/things');
    expect(json).toEqual([{ id: 1 }]);
    expect(calls).toHaveLength(1);
    expect(calls[0].credentials).toBe('include');
    expect(calls[0].headers.has('x-csrf-token')).toBe(false);
  });

  it('fetches the token once and adds it to every mutation', async () => {
    const calls = serveAnyRoutes({
      'GET /api/user/token': { json: { csrfToken: 'tok-1' } },
      'POST /api/admin/a': { json: {} },
      'DELETE /api/admin/b': { json: {} },
    });
    await httpClient('/api/admin/a', { method: 'POST', body: '{}' });
    await httpClient('/api/admin/b', { method: 'DELETE' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/user/token',
      'POST /api/admin/a',
      'DELETE /api/admin/b',
    ]);
    expect(calls[0].credentials).toBe('include');
    expect(calls[1].headers.get('x-csrf-token')).toBe('tok-1');
    expect(calls[1].headers.get('Content-Type')).toBe('application/json');
    expect(calls[2].headers.get('x-csrf-token')).toBe('tok-1');
  });

  it('refetches the token and retries once on "Invalid CSRF token"', async () => {
    const calls = serveAnyRoutes({
      'GET /api/user/token': [{ json: { csrfToken: 'stale' } }, { json: { csrfToken: 'fresh' } }],
      'POST /api/admin/a': [invalidCsrf, { json: { ok: true } }],
    });
    const { json } = await httpClient('/api/admin/a', { method: 'POST', body: '{}' });
    expect(json).toEqual({ ok: true });
    expect(calls.map((c) => c.headers.get('x-csrf-token'))).toEqual([null, 'stale', null, 'fresh']);
  });

  it('gives up after one retry', async () => {
    const calls = serveAnyRoutes({
      'GET /api/user/token': [{ json: { csrfToken: 'a' } }, { json: { csrfToken: 'b' } }],
      'PUT /api/admin/a': invalidCsrf,
    });
    await expect(httpClient('/api/admin/a', { method: 'PUT', body: '{}' })).rejects.toMatchObject({
      status: 403,
      message: 'Invalid CSRF token',
    });
    expect(calls).toHaveLength(4);
  });

  it('does not retry other 403s', async () => {
    const calls = serveAnyRoutes({
      'GET /api/user/token': { json: { csrfToken: 'a' } },
      'POST /api/admin/a': { status: 403, json: { message: 'No' } },
    });
    await expect(httpClient('/api/admin/a', { method: 'POST' })).rejects.toMatchObject({
      status: 403,
      message: 'No',
    });
    expect(calls).toHaveLength(2);
  });

  it('does not keep a failed token fetch cached', async () => {
    const calls = serveAnyRoutes({
      'GET /api/user/token': [
        { status: 500, json: { message: 'down' } },
        { json: { csrfToken: 'ok' } },
      ],
      'POST /api/admin/a': { json: {} },
    });
    await expect(httpClient('/api/admin/a', { method: 'POST' })).rejects.toMatchObject({
      status: 500,
    });
    await httpClient('/api/admin/a', { method: 'POST' });
    expect(calls[2].headers.get('x-csrf-token')).toBe('ok');
  });
});
