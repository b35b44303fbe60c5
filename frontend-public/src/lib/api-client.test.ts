import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, clearCsrfToken, setNavigate } from './api-client';

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn<(to: string) => void>();

function calls(): { url: string; init: RequestInit }[] {
  return fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), init: init ?? {} }));
}

function header(init: RequestInit, name: string): string | undefined {
  return (init.headers as Record<string, string>)[name];
}

beforeEach(() => {
  clearCsrfToken();
  fetchMock.mockReset();
  navigate.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setNavigate(navigate);
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  setNavigate(null);
});

describe('api client', () => {
  it('sends GETs with credentials and no CSRF token', async () => {
    fetchMock.mockResolvedValueOnce(json(200, [{ productId: 1 }]));

    await expect(api.get('/api/product/offers')).resolves.toEqual([{ productId: 1 }]);

    expect(calls()).toHaveLength(1);
    const [{ url, init }] = calls();
    expect(url).toBe('/api/product/offers');
    expect(init.credentials).toBe('include');
    expect(header(init, 'x-csrf-token')).toBeUndefined();
  });

  it('fetches the CSRF token once, caches it and sends it on mutating calls', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { csrfToken: 'tok-1' }))
      .mockResolvedValueOnce(json(200, { ok: true }))
      .mockResolvedValueOnce(json(200, { ok: true }));

    await api.post('/api/user/contactUs', { email: 'a@b.co' });
    await api.patch('/api/user/updateUserEmail', { email: 'c@d.co' });

    const [token, first, second] = calls();
    expect(token.url).toBe('/api/user/token');
    expect(token.init.method).toBe('GET');
    expect(token.init.credentials).toBe('include');
    expect(first.init.method).toBe('POST');
    expect(first.init.body).toBe(JSON.stringify({ email: 'a@b.co' }));
    expect(header(first.init, 'Content-Type')).toBe('application/json');
    expect(header(first.init, 'x-csrf-token')).toBe('tok-1');
    expect(first.init.credentials).toBe('include');
    expect(second.url).toBe('/api/user/updateUserEmail');
    expect(header(second.init, 'x-csrf-token')).toBe('tok-1');
    expect(calls()).toHaveLength(3);
  });

  it('sends no Content-Type when there is no body', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { csrfToken: 'tok' }))
      .mockResolvedValueOnce(new Response(null, { status: 200 }));

    await expect(api.post('/api/user/logout')).resolves.toBeUndefined();

    const init = calls()[1].init;
    expect(init.body).toBeUndefined();
    expect(header(init, 'Content-Type')).toBeUndefined();
  });

  it('refetches the token and retries once on a CSRF 403', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { csrfToken: 'stale' }))
      .mockResolvedValueOnce(json(403, { message: 'Invalid CSRF token' }))
      .mockResolvedValueOnce(json(200, { csrfToken: 'fresh' }))
      .mockResolvedValueOnce(json(201, { created: true }));

    await expect(api.post('/api/creditRequest/sendRequest', {})).resolves.toEqual({
      created: true,
    });

    expect(calls().map((c) => c.url)).toEqual([
      '/api/user/token',
      '/api/creditRequest/sendRequest',
      '/api/user/token',
      '/api/creditRequest/sendRequest',
    ]);
    expect(header(calls()[3].init, 'x-csrf-token')).toBe('fresh');
  });

  it('retries only once and then throws the 403', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { csrfToken: 'a' }))
      .mockResolvedValueOnce(json(403, { message: 'Invalid CSRF token' }))
      .mockResolvedValueOnce(json(200, { csrfToken: 'b' }))
      .mockResolvedValueOnce(json(403, { message: 'Invalid CSRF token' }));

    const error = await api.post('/api/user/contactUs', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Invalid CSRF token', handled: false });
    expect(calls()).toHaveLength(4);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not retry a 403 with another message', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { csrfToken: 'a' }))
      .mockResolvedValueOnce(json(403, { message: 'Invalid old password' }));

    await expect(api.post('/api/user/changePassword', {})).rejects.toMatchObject({
      status: 403,
      message: 'Invalid old password',
    });
    expect(calls()).toHaveLength(2);
  });

  it('on 401 clears the login flag and goes to /Login', async () => {
    localStorage.setItem('loginStatus', 'true');
    localStorage.setItem('userdata', '{"email":"a@b.co"}');
    fetchMock
      .mockResolvedValueOnce(json(200, { csrfToken: 't' }))
      .mockResolvedValueOnce(json(401, { message: 'Unauthorized' }));

    const error = await api.post('/api/user/getAllTransactionUser', {}).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 401, message: 'Unauthorized', handled: true });
    expect(localStorage.getItem('loginStatus')).toBe('false');
    expect(localStorage.getItem('userdata')).toBeNull();
    expect(navigate).toHaveBeenLastCalledWith('/Login');

    // The session is gone, so its CSRF token is too: the next mutating call fetches a new one.
    fetchMock
      .mockResolvedValueOnce(json(200, { csrfToken: 'new' }))
      .mockResolvedValueOnce(json(200, {}));
    await api.post('/api/user/contactUs', {});
    expect(
      calls()
        .slice(-2)
        .map((c) => c.url),
    ).toEqual(['/api/user/token', '/api/user/contactUs']);
  });

  it.each([
    [500, '/Error500'],
    [503, '/Error503'],
  ])('on %i goes to %s', async (status, target) => {
    fetchMock.mockResolvedValueOnce(json(status, { message: 'boom' }));

    await expect(api.get('/api/product/offers')).rejects.toMatchObject({
      status,
      message: 'boom',
      handled: true,
    });
    expect(navigate).toHaveBeenCalledWith(target);
  });

  it('lets a caller opt out of the central handling of a status', async () => {
    localStorage.setItem('loginStatus', 'true');
    fetchMock
      .mockResolvedValueOnce(json(200, { csrfToken: 't' }))
      .mockResolvedValueOnce(json(401, { message: 'Invalid email or Password' }));

    const error = await api
      .post('/api/user/loginUser', { email: 'a@b.co', password: 'x' }, { handle: [401] })
      .catch((e: unknown) => e);

    expect(error).toMatchObject({
      status: 401,
      message: 'Invalid email or Password',
      handled: false,
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('loginStatus')).toBe('true');
  });

  it('still handles the statuses the caller did not opt out of', async () => {
    fetchMock.mockResolvedValueOnce(json(503, { message: 'Service unavailable' }));

    await expect(api.get('/api/product/offers', { handle: [401] })).rejects.toMatchObject({
      status: 503,
      handled: true,
    });
    expect(navigate).toHaveBeenCalledWith('/Error503');
  });

  it('reports other errors with the server message and no redirect', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { message: 'Email already in use!', code: 'X' }));

    const error = await api.get('/api/whatever').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Email already in use!',
      data: { message: 'Email already in use!', code: 'X' },
      handled: false,
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await expect(api.get('/api/product/offers')).rejects.toMatchObject({
      status: 0,
      handled: false,
    });
  });

  it('does not cache a failed token fetch', async () => {
    fetchMock
      .mockResolvedValueOnce(json(502, { message: 'Bad gateway' }))
      .mockResolvedValueOnce(json(200, { csrfToken: 'ok' }))
      .mockResolvedValueOnce(json(200, {}));

    await expect(api.post('/api/user/contactUs', {})).rejects.toMatchObject({ status: 502 });
    await expect(api.post('/api/user/contactUs', {})).resolves.toEqual({});
    expect(header(calls()[2].init, 'x-csrf-token')).toBe('ok');
  });
});
