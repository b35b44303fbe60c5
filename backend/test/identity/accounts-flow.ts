import type TestAgent from 'supertest/lib/agent';
import { solvedAltcha } from '../support/altcha';
import { codeFor } from '../support/mailbox';
import { csrfToken } from '../support/test-app';

export const PASSWORD = 'Secret#12';

let n = 0;
export const newEmail = (tag = 'user') => `${tag}-${Date.now()}-${++n}@example.com`;

/** POST with the agent's CSRF token, as the customer site does. */
export async function post(agent: TestAgent, path: string, body?: object) {
  const token = await csrfToken(agent);
  return agent.post(path).set('x-csrf-token', token).send(body);
}

export async function patch(agent: TestAgent, path: string, body?: object) {
  const token = await csrfToken(agent);
  return agent.patch(path).set('x-csrf-token', token).send(body);
}

/** The whole signup: code by mail, verify, create. */
export async function signUp(agent: TestAgent, email = newEmail(), password = PASSWORD) {
  const started = Date.now();
  const sent = await post(agent, '/api/user/sendActivationCode', {
    email,
    altcha: await solvedAltcha(agent),
  });
  expect(sent.status).toBe(200);
  const code = await codeFor(agent, email, /activation code/, started);
  await post(agent, '/api/user/verifyActivationCode', { email, activationCode: code }).then((r) =>
    expect(r.status).toBe(200),
  );
  const created = await post(agent, '/api/user/createuser', {
    fullname: 'Selam Tesfaye',
    telephone: '+251911234567',
    email,
    password,
    code,
  });
  expect(created.status).toBe(201);
  return { email, password };
}

export async function logIn(agent: TestAgent, email: string, password = PASSWORD) {
  return post(agent, '/api/user/loginUser', { email, password, altcha: await solvedAltcha(agent) });
}
