import type TestAgent from 'supertest/lib/agent';
import { adminAgent } from '../support/admins';
import { ownDatabase } from '../support/databases';
import { createTestApp, csrfToken, TestApp } from '../support/test-app';
import { logIn, signUp } from '../support/customers';
import { startWorker } from '../support/worker';
import type { INestApplicationContext } from '@nestjs/common';

interface Route {
  method: string;
  path: string;
  /** From the document's `x-role` (set by @AdminOnly/@MasterOnly); none means unguarded. */
  role?: string;
}

/**
 * Routes (docs/specification.md#admin-calls) and the contract name; the matrix fails if one is
 * missing.
 */
const EXPECTED = [
  'post /api/admin/logout',
  'post /api/admin/changePassword',
  'post /api/admin/updateAdmin',
  'post /api/admin/topupTransaction',
  'post /api/admin/getUsers',
  'get /api/admin/getConfigWeb',
  'post /api/admin/toggleConfig',
  'get /api/admin/generateCsv',
  'post /api/admin/buildOffer',
  'post /api/admin/createAdmin',
  'post /api/admin/getAllAdmins',
  'delete /api/admin/removeAdmin/{id}',
  'get /api/admin/contactEmail',
  'put /api/admin/contactEmail',
  'get /api/admin/transactions',
  'get /api/admin/transactions/{id}',
  'post /api/admin/transactions/{id}/check',
  'post /api/admin/transactions/{id}/refund',
  'post /api/admin/transactions/{id}/approve',
  'post /api/admin/transactions/{id}/refuse',
  'get /api/admin/clients',
  'get /api/admin/admins',
  'get /api/admin/audit-log',
  'get /api/admin/dashboard',
  'get /api/admin/mvm-payments',
  'get /api/admin/mvm-payments.csv',
  'get /api/admin/mvm-payments/{id}',
  'get /api/admin/clients/{id}/activity',
  'get /api/admin/clients/{id}/risk-limits',
  'put /api/admin/clients/{id}/risk-limits',
  'post /api/admin/clients/{id}/block',
  'post /api/admin/clients/{id}/unblock',
  'get /api/admin/totp',
  'post /api/admin/totp/enrolment',
  'post /api/admin/totp/enrolment/confirm',
  'put /api/admin/totp/required',
  'delete /api/admin/admins/{id}/totp',
];

/** Calls that would change shared state for the other tests when they succeed. */
const NOT_CALLED_WITH_RIGHTS = new Set(['post /api/admin/logout', 'post /api/admin/buildOffer']);

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Every admin endpoint of the OpenAPI document × {anonymous, customer, admin, master}. The role
 * comes from the document's `x-role`; the list comes from the running app, so a new endpoint is
 * in the matrix without anyone remembering to add it.
 */
describe('back-office authorization matrix', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let routes: Route[];
  let customer: TestAgent;
  let admin: TestAgent;
  let master: TestAgent;

  beforeAll(async () => {
    // A database of its own: the matrix flips the storefront switch (an admin's call closes the
    // shop, the master's reopens it), and a run cut short must not leave the next suites closed.
    const database = await ownDatabase('authz_matrix');
    t = await createTestApp({}, { DATABASE_URL: database });
    worker = await startWorker({ DATABASE_URL: database });
    const doc = (await t.agent().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { 'x-role'?: string }>>;
    };
    routes = Object.entries(doc.paths)
      .filter(
        // The login and its second step are anyone's (test/identity/admin-second-factor.int-spec.ts).
        ([path]) => path.startsWith('/api/admin/') && !/^\/api\/admin\/login(\/|$)/.test(path),
      )
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => ({
          method,
          path: path.replace(/\/$/, ''),
          role: op['x-role'],
        })),
      );
    const { email } = await signUp(t.agent());
    customer = t.agent();
    expect((await logIn(customer, email)).status).toBe(200);
    admin = (await adminAgent(t, 'admin')).agent;
    master = (await adminAgent(t, 'master')).agent;
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  const call = async (agent: TestAgent, route: Route) => {
    const url = route.path.replace(/\{[^}]+\}/g, SOME_ID);
    const method = route.method as 'get' | 'post' | 'put' | 'delete';
    if (method === 'get') return agent.get(url);
    // The token first: a supertest request takes the agent's cookies when it is created.
    const token = await csrfToken(agent);
    return agent[method](url).set('x-csrf-token', token).send({});
  };

  it('covers every admin call of the specification and the contract, each with a role', () => {
    const known = routes.map((r) => `${r.method} ${r.path}`);
    for (const expected of EXPECTED) expect(known).toContain(expected);
    expect(routes.filter((r) => !r.role)).toEqual([]);
  });

  it('answers 401 to anonymous callers and to customers', async () => {
    for (const route of routes) {
      for (const [who, agent] of [
        ['anonymous', t.agent()],
        ['customer', customer],
      ] as const) {
        const res = await call(agent, route);
        expect([who, route.method, route.path, res.status, res.body.message]).toEqual([
          who,
          route.method,
          route.path,
          401,
          'Unauthorized',
        ]);
      }
    }
  });

  it('answers 403 to an ordinary admin on master routes, and lets them through elsewhere', async () => {
    for (const route of routes) {
      if (route.role !== 'master' && NOT_CALLED_WITH_RIGHTS.has(`${route.method} ${route.path}`))
        continue;
      const res = await call(admin, route);
      if (route.role === 'master') {
        expect([route.path, res.status, res.body.message]).toEqual([route.path, 403, 'Forbidden']);
      } else {
        expect([route.path, res.status, [401, 403].includes(res.status)]).toEqual([
          route.path,
          res.status,
          false,
        ]);
        expect([route.path, res.status < 500]).toEqual([route.path, true]);
      }
    }
  });

  it('lets a master admin through everywhere', async () => {
    for (const route of routes) {
      if (NOT_CALLED_WITH_RIGHTS.has(`${route.method} ${route.path}`)) continue;
      const res = await call(master, route);
      expect([route.path, res.status, [401, 403].includes(res.status)]).toEqual([
        route.path,
        res.status,
        false,
      ]);
      expect([route.path, res.status < 500]).toEqual([route.path, true]);
    }
  });
});
