import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/server';
import { activateLanguage } from '@/i18n/i18n';
import { ApiError, api, clearCsrfToken, setNavigate } from './api-client';

function json(status: number, body?: unknown): Response {
  return body === undefined
    ? new HttpResponse(null, { status })
    : HttpResponse.json(body as Record<string, unknown>, { status });
}

const navigate = vi.fn<(to: string) => void>();

interface Call {
  url: string;
  method: string;
  credentials: RequestCredentials;
  headers: Headers;
  body: string | undefined;
}

let answers: Response[] = [];
let sent: Call[] = [];

/** The server's next answers, whatever the call (this file tests the client, not the routes). */
function answer(...responses: Response[]) {
  answers.push(...responses);
}

function calls(): Call[] {
  return sent;
}

beforeEach(() => {
  clearCsrfToken();
  answers = [];
  sent = [];
  navigate.mockReset();
  server.use(
    http.all('/api/*', async ({ request }) => {
      const text = await request.text();
      sent.push({
        url: new URL(request.url).pathname,
        method: request.method,
        credentials: request.credentials,
        headers: request.headers,
        body: text === '' ? undefined : text,
      });
      return answers.shift();
    }),
  );
  setNavigate(navigate);
  localStorage.clear();
});

afterEach(() => {
  setNavigate(null);
});

describe('api client', () => {
  it('sends GETs with credentials and no CSRF token', async () => {
    answer(json(200, [{ productId: 1 }]));

    await expect(api.get('/api/product/offers')).resolves.toEqual([{ productId: 1 }]);

    expect(calls()).toHaveLength(1);
    const [call] = calls();
    expect(call.url).toBe('/api/product/offers');
    expect(call.credentials).toBe('include');
    expect(call.headers.get('x-csrf-token')).toBeNull();
  });

  it('fetches the CSRF token once, caches it and sends it on mutating calls', async () => {
    answer(json(200, { csrfToken: 'tok-1' }), json(200, { ok: true }), json(200, { ok: true }));

    await api.post('/api/user/contactUs', { email: 'a@b.co' });
    await api.patch('/api/user/updateUserEmail', { email: 'c@d.co' });

    const [token, first, second] = calls();
    expect(token.url).toBe('/api/user/token');
    expect(token.method).toBe('GET');
    expect(token.credentials).toBe('include');
    expect(first.method).toBe('POST');
    expect(first.body).toBe(JSON.stringify({ email: 'a@b.co' }));
    expect(first.headers.get('Content-Type')).toBe('application/json');
    expect(first.headers.get('x-csrf-token')).toBe('tok-1');
    expect(first.credentials).toBe('include');
    expect(second.url).toBe('/api/user/updateUserEmail');
    expect(second.headers.get('x-csrf-token')).toBe('tok-1');
    expect(calls()).toHaveLength(3);
  });

  it('sends no Content-Type when there is no body', async () => {
    answer(json(200, { csrfToken: 'tok' }), json(200));

    await expect(api.post('/api/user/logout')).resolves.toBeUndefined();

    const call = calls()[1];
    expect(call.body).toBeUndefined();
    expect(call.headers.get('Content-Type')).toBeNull();
  });

  it('refetches the token and retries once on a CSRF 403', async () => {
    answer(
      json(200, { csrfToken: 'stale' }),
      json(403, { message: 'Invalid CSRF token' }),
      json(200, { csrfToken: 'fresh' }),
      json(201, { created: true }),
    );

    await expect(api.post('/api/creditRequest/sendRequest', {})).resolves.toEqual({
      created: true,
    });

    expect(calls().map((c) => c.url)).toEqual([
      '/api/user/token',
      '/api/creditRequest/sendRequest',
      '/api/user/token',
      '/api/creditRequest/sendRequest',
    ]);
    expect(calls()[3].headers.get('x-csrf-token')).toBe('fresh');
  });

  it('retries only once and then throws the 403', async () => {
    answer(
      json(200, { csrfToken: 'a' }),
      json(403, { message: 'Invalid CSRF token' }),
      json(200, { csrfToken: 'b' }),
      json(403, { message: 'Invalid CSRF token' }),
    );

    const error = await api.post('/api/user/contactUs', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Invalid CSRF token', handled: false });
    expect(calls()).toHaveLength(4);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not retry a 403 with another message', async () => {
    answer(json(200, { csrfToken: 'a' }), json(403, { message: 'Invalid old password' }));

    await expect(api.post('/api/user/changePassword', {})).rejects.toMatchObject({
      status: 403,
      message: 'Invalid old password',
    });
    expect(calls()).toHaveLength(2);
  });

  it('on 401 clears the login flag and goes to /Login', async () => {
    localStorage.setItem('loginStatus', 'true');
    localStorage.setItem('userdata', '{"email":"a@b.co"}');
    answer(json(200, { csrfToken: 't' }), json(401, { message: 'Unauthorized' }));

    const error = await api.post('/api/user/getAllTransactionUser', {}).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 401, message: 'Unauthorized', handled: true });
    expect(localStorage.getItem('loginStatus')).toBe('false');
    expect(localStorage.getItem('userdata')).toBeNull();
    expect(navigate).toHaveBeenLastCalledWith('/Login');

    // The session is gone, so its CSRF token is too: the next mutating call fetches a new one.
    answer(json(200, { csrfToken: 'new' }), json(200, {}));
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
    answer(json(status, { message: 'boom' }));

    await expect(api.get('/api/product/offers')).rejects.toMatchObject({
      status,
      message: 'boom',
      handled: true,
    });
    expect(navigate).toHaveBeenCalledWith(target);
  });

  it('lets a caller opt out of the central handling of a status', async () => {
    localStorage.setItem('loginStatus', 'true');
    answer(json(200, { csrfToken: 't' }), json(401, { message: 'Invalid email or Password' }));

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
    answer(json(503, { message: 'Service unavailable' }));

    await expect(api.get('/api/product/offers', { handle: [401] })).rejects.toMatchObject({
      status: 503,
      handled: true,
    });
    expect(navigate).toHaveBeenCalledWith('/Error503');
  });

  it('reports other errors with the server message and no redirect', async () => {
    answer(json(409, { message: 'Email already in use!', code: 'X' }));

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

  it("words the server's message in the site's language, keeping the server's words in data", async () => {
    const refusal = { statusCode: 409, message: 'This number is already among your recipients' };
    answer(json(409, refusal), json(409, refusal), json(409, { message: 'Some new refusal' }));
    await activateLanguage('sw');

    await expect(api.get('/api/whatever')).rejects.toMatchObject({
      message: 'Namba hii tayari iko kwenye orodha ya wapokeaji wako',
      data: refusal,
    });
    await activateLanguage('en');
    await expect(api.get('/api/whatever')).rejects.toMatchObject({ message: refusal.message });
    // A text the site has no translation for is shown as the server wrote it.
    await activateLanguage('fr');
    await expect(api.get('/api/whatever')).rejects.toMatchObject({ message: 'Some new refusal' });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    answer(HttpResponse.error());

    await expect(api.get('/api/product/offers')).rejects.toMatchObject({
      status: 0,
      handled: false,
    });
  });

  it('does not cache a failed token fetch', async () => {
    answer(json(502, { message: 'Bad gateway' }), json(200, { csrfToken: 'ok' }), json(200, {}));

    await expect(api.post('/api/user/contactUs', {})).rejects.toMatchObject({ status: 502 });
    await expect(api.post('/api/user/contactUs', {})).resolves.toEqual({});
    expect(calls()[2].headers.get('x-csrf-token')).toBe('ok');
  });
});
