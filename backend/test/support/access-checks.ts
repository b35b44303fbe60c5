import { adminAgent } from './admins';
import { customerAgent } from './customers';
import { call } from './http';
import type { TestApp } from './test-app';

type Method = 'get' | 'post' | 'put';

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
