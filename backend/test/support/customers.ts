import { DataSource } from 'typeorm';
import type TestAgent from 'supertest/lib/agent';
import { PasswordHasher } from '@modules/identity/ports/password-hasher.port';
import { solvedAltcha } from './altcha';
import { post } from './http';
import { codeFor } from './mailbox';
import type { TestApp } from './test-app';

export const PASSWORD = 'Secret#12';

let n = 0;
export const newEmail = (tag = 'user') => `${tag}-${Date.now()}-${++n}@example.com`;

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

/** A customer written straight to the database ('x' as hash: one that cannot log in). */
export async function insertCustomer(
  db: DataSource,
  email: string,
  fullname = 'Selam Tesfaye',
  telephone = '+251911234567',
  passwordHash = 'x',
): Promise<string> {
  const [{ id }] = await db.query(
    `INSERT INTO customers (fullname, telephone, email, password_hash) VALUES ($1, $2, $3, $4) RETURNING id`,
    [fullname, telephone, email, passwordHash],
  );
  return id;
}

/** A logged-in customer, written straight to the database (no mail round trip needed). */
export async function customerAgent(
  t: TestApp,
): Promise<{ agent: TestAgent; id: string; email: string }> {
  const email = newEmail('customer');
  const hash = await t.app.get(PasswordHasher).hash(PASSWORD);
  const id = await insertCustomer(t.app.get(DataSource), email, undefined, undefined, hash);
  const agent = t.agent();
  const res = await logIn(agent, email);
  if (res.status !== 200) throw new Error(`customer login failed: ${res.status} ${res.text}`);
  return { agent, id, email };
}
