import { createMigratedDatabase } from '../setup/global-setup';
import { DataSource } from 'typeorm';
import type TestAgent from 'supertest/lib/agent';
import { PasswordHasher } from '../../src/modules/identity/ports/password-hasher';
import { logIn, newEmail, PASSWORD } from '../identity/accounts-flow';
import { adminAgent } from '../support/admins';
import { csrfToken, TestApp } from '../support/test-app';

type Method = 'get' | 'post' | 'put';

/** A call as the back office makes it: with the CSRF token on mutating ones. */
export async function call(agent: TestAgent, method: Method, path: string, body?: object) {
  if (method === 'get') return agent.get(path);
  const token = await csrfToken(agent);
  return agent[method](path).set('x-csrf-token', token).send(body);
}

/** A logged-in customer, written straight to the database (no mail round trip needed). */
export async function customerAgent(
  t: TestApp,
): Promise<{ agent: TestAgent; id: string; email: string }> {
  const email = newEmail('customer');
  const hash = await t.app.get(PasswordHasher).hash(PASSWORD);
  const [{ id }] = await t.app
    .get(DataSource)
    .query(
      `INSERT INTO customers (fullname, telephone, email, password_hash) VALUES ('Selam Tesfaye', '+251911234567', $1, $2) RETURNING id`,
      [email, hash],
    );
  const agent = t.agent();
  const res = await logIn(agent, email);
  if (res.status !== 200) throw new Error(`customer login failed: ${res.status} ${res.text}`);
  return { agent, id, email };
}

/**
 * Who may call a route: anonymous and customers 401 `Unauthorized`; an ordinary admin 403
 * `Forbidden` on master routes. Answers the master's agent for the allowed call to follow.
 */
export async function expectRefusedToOutsiders(
  t: TestApp,
  method: Method,
  path: string,
  role: 'admin' | 'master',
  body?: object,
) {
  const anonymous = await call(t.agent(), method, path, body);
  expect([anonymous.status, anonymous.body]).toEqual([
    401,
    { statusCode: 401, message: 'Unauthorized' },
  ]);
  const { agent: customer } = await customerAgent(t);
  const asCustomer = await call(customer, method, path, body);
  expect([asCustomer.status, asCustomer.body]).toEqual([
    401,
    { statusCode: 401, message: 'Unauthorized' },
  ]);
  if (role === 'master') {
    const { agent: admin } = await adminAgent(t, 'admin');
    const asAdmin = await call(admin, method, path, body);
    expect([asAdmin.status, asAdmin.body]).toEqual([
      403,
      { statusCode: 403, message: 'Forbidden' },
    ]);
  }
  if (method !== 'get') {
    const { agent: master } = await adminAgent(t, 'master');
    const noCsrf = await master[method](path).send(body);
    expect([noCsrf.status, noCsrf.body.message]).toEqual([403, 'Invalid CSRF token']);
  }
}

/**
 * A database of this suite's own, for suites that change what others read (the storefront
 * switch, the contact address, the catalogue, the dashboard's counts).
 */
export async function ownDatabase(suffix: string): Promise<string> {
  const name = decodeURIComponent(new URL(process.env.DATABASE_URL!).pathname.slice(1));
  return createMigratedDatabase(process.env.TEST_DATABASE_SERVER!, `${name}_${suffix}`);
}
