import { ensureCatalogue } from '../support/catalogue';
import { adminAgent, auditOf } from '../support/admins';
import { createTestApp, TestApp } from '../support/test-app';
import { call } from '../support/http';
import { customerAgent } from '../support/customers';
import { expectRefusedToOutsiders } from '../support/access-checks';
import { ownDatabase } from '../support/databases';

describe('the storefront switch (getConfigWeb, toggleConfig)', () => {
  let t: TestApp;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp({}, { DATABASE_URL: await ownDatabase('storefront') });
    await ensureCatalogue(t);
    productId = (await t.agent().get('/api/product/offers').query({ operator: 'Vodacom Tanzania' }))
      .body[0].productId;
  });
  afterAll(async () => {
    await t?.close();
  });

  const checkout = async () => {
    const { agent } = await customerAgent(t);
    return call(agent, 'post', '/api/stripe/create-checkout-session', {
      productId,
      telenumber: '+255754123456',
    });
  };

  it('is for admins only', async () => {
    await expectRefusedToOutsiders(t, 'get', '/api/admin/getConfigWeb', 'admin');
    await expectRefusedToOutsiders(t, 'post', '/api/admin/toggleConfig', 'admin');
  });

  it('answers the state, flips it with the new state, audits it, and checkout follows at once', async () => {
    const { agent, admin } = await adminAgent(t, 'admin');
    const { agent: master } = await adminAgent(t, 'master');
    expect((await call(agent, 'get', '/api/admin/getConfigWeb')).body).toEqual({
      configWeb: true,
      closedForBalance: false,
    });
    expect((await call(master, 'get', '/api/admin/getConfigWeb')).status).toBe(200);

    const off = await call(agent, 'post', '/api/admin/toggleConfig');
    expect([off.status, off.body]).toEqual([200, { configWeb: false, closedForBalance: false }]);
    expect((await call(agent, 'get', '/api/admin/getConfigWeb')).body).toEqual({
      configWeb: false,
      closedForBalance: false,
    });
    const closed = await checkout();
    expect(closed.status).toBe(503);
    expect(closed.body).toEqual({
      statusCode: 503,
      message: 'The service is under maintenance, please try again later.',
    });

    const on = await call(master, 'post', '/api/admin/toggleConfig');
    expect([on.status, on.body]).toEqual([200, { configWeb: true, closedForBalance: false }]);
    expect((await checkout()).status).toBe(201);
    expect(await auditOf(t, admin.email)).toEqual([
      { action: 'admin.login', detail: expect.any(String) },
      { action: 'storefront.switched', detail: 'Disabled' },
    ]);
  });

  it('never loses a flip: an even number of toggles at once leaves it as it was', async () => {
    const { agent } = await adminAgent(t, 'admin');
    const before = (await call(agent, 'get', '/api/admin/getConfigWeb')).body.configWeb;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(agent, 'post', '/api/admin/toggleConfig')),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    // Each flip saw the one before it: three answers of each state.
    const states = answers.map((r) => r.body.configWeb as boolean);
    expect(states.filter((s) => s).length).toBe(3);
    expect((await call(agent, 'get', '/api/admin/getConfigWeb')).body.configWeb).toBe(before);
  });
});
