import type { INestApplicationContext } from '@nestjs/common';
import type TestAgent from 'supertest/lib/agent';
import { solvedAltcha } from '../support/altcha';
import { customerAgent, logIn, newEmail, PASSWORD } from '../support/customers';
import { post } from '../support/http';
import { codeFor } from '../support/mailbox';
import { createTestApp, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';

/**
 * Wrong codes count per (address, client IP) and in total per code: a stranger guessing at
 * someone's code from elsewhere uses up the stranger's tries, never the owner's. Each agent of
 * the test app is a client IP of its own.
 */
/** The decided budgets (docs/decisions.md#wrong-code-tries): wrong tries per code from one place, and in total. */
const PER_PLACE = 5;
const IN_TOTAL = 50;

describe('code tries per client', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  beforeAll(async () => {
    t = await createTestApp();
    worker = await startWorker();
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  /** The owner asks for a reset code from their own place and reads it from the mailbox. */
  async function ownerWithResetCode() {
    const { email } = await customerAgent(t);
    const owner = t.agent();
    const started = Date.now();
    expect((await post(owner, '/api/user/sendVerificationCode', { email })).status).toBe(200);
    return { email, owner, code: await codeFor(owner, email, /password reset/, started) };
  }

  /** `tries` wrong codes at `path` from `agent`, each expected to answer 404. */
  async function guess(agent: TestAgent, path: string, body: object, tries: number) {
    for (let i = 0; i < tries; i++) {
      const res = await post(agent, path, body);
      expect([res.status, i]).toEqual([404, i]);
    }
  }

  it('a stranger’s wrong reset codes leave the owner’s code working from the owner’s place', async () => {
    const { email, owner, code } = await ownerWithResetCode();
    const stranger = t.agent();
    await guess(
      stranger,
      '/api/user/verifyCode',
      { email, verificationCode: 'WRONG234' },
      PER_PLACE - 2,
    );
    await guess(
      stranger,
      '/api/user/resetPassword',
      { email, verificationCode: 'WRONG345', newPassword: 'Stolen#26' },
      2,
    );
    // The stranger's budget is spent: even the right code is void from there.
    const blocked = await post(stranger, '/api/user/verifyCode', { email, verificationCode: code });
    expect(blocked.status).toBe(401);
    expect(blocked.body).toEqual({ statusCode: 401, message: 'verification code has expired' });

    const verified = await post(owner, '/api/user/verifyCode', { email, verificationCode: code });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ message: 'Verification code verified' });
    const reset = await post(owner, '/api/user/resetPassword', {
      email,
      verificationCode: code,
      newPassword: 'Fresh#2026',
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: 'Password Reset Successful' });
    expect((await logIn(t.agent(), email, 'Fresh#2026')).status).toBe(200);
  });

  it('a stranger’s wrong activation codes leave the sign-up working from the owner’s place', async () => {
    const email = newEmail('owner');
    const owner = t.agent();
    const started = Date.now();
    const sent = await post(owner, '/api/user/sendActivationCode', {
      email,
      altcha: await solvedAltcha(owner),
    });
    expect(sent.status).toBe(200);
    const code = await codeFor(owner, email, /activation code/, started);
    const stranger = t.agent();
    await guess(
      stranger,
      '/api/user/verifyActivationCode',
      { email, activationCode: 'WRONG234' },
      PER_PLACE,
    );
    const blocked = await post(stranger, '/api/user/verifyActivationCode', {
      email,
      activationCode: code,
    });
    expect(blocked.status).toBe(401);
    expect(blocked.body.message).toBe('Activation code expired');

    const verified = await post(owner, '/api/user/verifyActivationCode', {
      email,
      activationCode: code,
    });
    expect(verified.status).toBe(200);
    const created = await post(owner, '/api/user/createuser', {
      fullname: 'Abebe Kebede',
      telephone: '+251911000111',
      email,
      password: PASSWORD,
      code,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ message: 'User created successfully' });
  });

  it(`voids the code for everyone after ${IN_TOTAL} wrong tries from all places`, async () => {
    const { email, owner, code } = await ownerWithResetCode();
    for (let place = 0; place < IN_TOTAL / PER_PLACE; place++)
      await guess(
        t.agent(),
        '/api/user/verifyCode',
        { email, verificationCode: 'WRONG234' },
        PER_PLACE,
      );
    const late = await post(owner, '/api/user/verifyCode', { email, verificationCode: code });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe('verification code has expired');
  });
});
