import { describe, expect, it } from 'vitest';
import { answer, refuse } from './api-handlers';
import { stubApi } from './api-stub';
import { server, takeUnhandled } from './server';

describe('the API of the component tests', () => {
  it('answers with the default handlers, typed by the API document', async () => {
    const settings = await fetch('/api/siteSettings').then((r) => r.json());
    expect(settings).toHaveProperty('contactEmail');
  });

  it("takes a test's own answers over the defaults", async () => {
    server.use(refuse('get', '/api/siteSettings', 503, { message: 'down' }));
    expect((await fetch('/api/siteSettings')).status).toBe(503);
  });

  it('remembers a call no handler answers, so the test fails (test/setup.ts)', async () => {
    await fetch('/api/nowhere').catch(() => undefined);
    expect(takeUnhandled()).toEqual(['GET /api/nowhere']);
  });

  it('refuses, at compile time, an answer or a route the document does not have', () => {
    // @ts-expect-error the site settings have no `open` (a contract change breaks tests the same way)
    answer('get', '/api/siteSettings', { open: true });
    // @ts-expect-error no such route
    answer('get', '/api/nowhere', {});
    // @ts-expect-error the token is answered to GET, not POST
    answer('post', '/api/user/token', { csrfToken: 't' });
    // Never called: only its compile matters.
    const wrongTable = () =>
      stubApi({
        // @ts-expect-error the login answers { user }, not a token
        'POST /api/user/loginUser': [[200, { token: 't' }]],
      });
    expect(wrongTable).toBeTypeOf('function');
  });
});
