import Redis from 'ioredis';
import type TestAgent from 'supertest/lib/agent';
import { newEmail } from '../support/customers';
import { post } from '../support/http';
import { createTestApp, TestApp } from '../support/test-app';

/** The decided bound (docs/decisions.md#new-addresses-per-client-on-code-routes): distinct addresses per client IP an hour. */
const ADDRESSES_PER_HOUR = 20;

/**
 * One client cycling through e-mail addresses on the code routes: every new address would get
 * Redis counters of its own, so new addresses per client IP are bounded. The app runs under a
 * Redis prefix of this file's own, so its keys can be counted.
 */
describe('new addresses per client on the code routes', () => {
  // Inside the run's prefix, so the run's teardown removes these keys too.
  const prefix = `${process.env.REDIS_PREFIX}:addresses-spec`;
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    t = await createTestApp({}, { REDIS_PREFIX: prefix });
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  });
  afterAll(async () => {
    await t?.close();
    await redis?.quit();
  });

  const keyCount = async () => (await redis.keys(`${prefix}:*`)).length;

  /** A code check for `email` on one of the four routes that count per address. */
  const check = (agent: TestAgent, email: string, i: number) =>
    [
      () => post(agent, '/api/user/verifyCode', { email, verificationCode: 'WRONG234' }),
      () => post(agent, '/api/user/verifyActivationCode', { email, activationCode: 'WRONG234' }),
      () =>
        post(agent, '/api/user/resetPassword', {
          email,
          verificationCode: 'WRONG234',
          newPassword: 'Guess#2026',
        }),
      () =>
        post(agent, '/api/user/createuser', {
          fullname: 'Abebe Kebede',
          telephone: '+251911000111',
          email,
          password: 'Guess#2026',
          code: 'WRONG234',
        }),
    ][i % 4]();

  it(`answers 429 past ${ADDRESSES_PER_HOUR} new addresses an hour from one IP, adding no keys`, async () => {
    const agent = t.agent();
    const named = Array.from({ length: ADDRESSES_PER_HOUR }, () => newEmail('spray'));
    for (const [i, email] of named.entries())
      expect([i, (await check(agent, email, i)).status]).toEqual([i, 404]);
    const keysAtTheLimit = await keyCount();

    for (let i = 0; i < ADDRESSES_PER_HOUR; i++) {
      const res = await check(agent, newEmail('spray'), i);
      expect([i, res.status]).toEqual([i, 429]);
      expect(res.body).toEqual({
        statusCode: 429,
        message: 'Too many requests, please try again later.',
      });
    }
    // Sending codes to new addresses is refused alike.
    const send = await post(agent, '/api/user/sendVerificationCode', { email: newEmail('spray') });
    expect(send.status).toBe(429);
    expect(await keyCount()).toBe(keysAtTheLimit);

    // Addresses this client already named still work; other clients are not held back.
    expect((await check(agent, named[0], 0)).status).toBe(404);
    expect((await check(t.agent(), newEmail('other'), 1)).status).toBe(404);
  });
});
