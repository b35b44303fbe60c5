import { adminAgent } from '../support/admins';
import { ownDatabase } from '../support/databases';
import { call } from '../support/http';
import { createTestApp, TestApp } from '../support/test-app';

describe('the storefront status for the customer site (GET /api/storefront)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { DATABASE_URL: await ownDatabase('storefront_status') });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells anyone whether top-ups can be bought, following the switch at once', async () => {
    const open = await t.agent().get('/api/storefront');
    expect([open.status, open.body]).toEqual([200, { open: true }]);
    expect(open.headers['cache-control']).toBe('no-store');

    const { agent } = await adminAgent(t, 'admin');
    await call(agent, 'post', '/api/admin/toggleConfig');
    expect((await t.agent().get('/api/storefront')).body).toEqual({ open: false });

    await call(agent, 'post', '/api/admin/toggleConfig');
    expect((await t.agent().get('/api/storefront')).body).toEqual({ open: true });
  });
});
