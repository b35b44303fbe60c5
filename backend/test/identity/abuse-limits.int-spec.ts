import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type TestAgent from 'supertest/lib/agent';
import {
  ACCOUNT_LOGIN_FAILURES,
  CODE_MAILS_PER_ADDRESS,
} from '@modules/identity/domain/abuse-limits';
import { AttemptCounters } from '@modules/identity/ports/attempt-counters.port';
import { adminAgent, logInAdmin } from '../support/admins';
import { customerAgent, insertCustomer, logIn, newEmail, PASSWORD } from '../support/customers';
import { patch, post } from '../support/http';
import { codeFor, DevMail, mailTo } from '../support/mailbox';
import { createTestApp, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';

/** docs/decisions.md#account-limits: code mails, login lock-outs, codes and sessions. */
describe('abuse limits', () => {
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

  /** Every mail the dev mailbox holds for `to`, once the worker has had time to deliver. */
  async function mailsTo(to: string): Promise<DevMail[]> {
    await new Promise((r) => setTimeout(r, 1500));
    return (await t.agent().get('/dev/mailbox/messages').query({ to })).body as DevMail[];
  }

  /** The agent, now calling from another client address (same cookies). */
  let place = 0;
  const elsewhere = (agent: TestAgent) =>
    agent.set('X-Forwarded-For', `10.251.${Math.floor(++place / 250) % 250}.${place % 250}`);

  describe('reset code mails', () => {
    it('probing addresses from one IP: 200 or 404 as specified, then 429 after five a minute', async () => {
      const db = t.app.get(DataSource);
      const known = [newEmail('known'), newEmail('known'), newEmail('known')];
      for (const email of known) await insertCustomer(db, email);
      const agent = t.agent();
      const probes = [known[0], newEmail('ghost'), known[1], newEmail('ghost'), newEmail('ghost')];
      const answers = [];
      for (const email of probes) {
        const res = await post(agent, '/api/user/sendVerificationCode', { email });
        answers.push([res.status, res.body.message]);
      }
      expect(answers).toEqual([
        [200, 'Verification code sent'],
        [404, 'Email does not exist!'],
        [200, 'Verification code sent'],
        [404, 'Email does not exist!'],
        [404, 'Email does not exist!'],
      ]);
      // The sixth probe in the minute tells nothing, whether the address is registered or not.
      for (const email of [known[2], newEmail('ghost')]) {
        const res = await post(agent, '/api/user/sendVerificationCode', { email });
        expect(res.status).toBe(429);
        expect(res.body).toEqual({
          statusCode: 429,
          message: 'Too many requests, please try again later.',
        });
      }
      // Another client is not held back by this one's limit.
      const other = await post(t.agent(), '/api/user/sendVerificationCode', { email: known[2] });
      expect(other.status).toBe(200);
    });

    it('mail one code a minute per address; a repeat says no code was sent and the code stays valid', async () => {
      const { email } = await customerAgent(t);
      const started = Date.now();
      const first = await post(t.agent(), '/api/user/sendVerificationCode', { email });
      expect([first.status, first.body]).toEqual([
        200,
        { message: 'Verification code sent', codeSent: true },
      ]);
      const code = await codeFor(t.agent(), email, /password reset/, started);
      const again = await post(t.agent(), '/api/user/sendVerificationCode', { email });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ message: 'Verification code sent', codeSent: false });
      expect(await mailsTo(email)).toHaveLength(1);
      const verified = await post(t.agent(), '/api/user/verifyCode', {
        email,
        verificationCode: code,
      });
      expect(verified.status).toBe(200);
    });

    it(`stop at ${CODE_MAILS_PER_ADDRESS.limit} a day per address, saying no code was sent`, async () => {
      const { email } = await customerAgent(t);
      const counters = t.app.get(AttemptCounters);
      for (let i = 0; i < CODE_MAILS_PER_ADDRESS.limit; i++)
        await counters.add(`code-mails:${email}`, CODE_MAILS_PER_ADDRESS.windowMs);
      const res = await post(t.agent(), '/api/user/sendVerificationCode', { email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Verification code sent', codeSent: false });
      expect(await mailsTo(email)).toHaveLength(0);
    });
  });

  describe('e-mail change codes', () => {
    it('a logged-in customer gets 10 a day, to any addresses and from any IPs', async () => {
      const { agent } = await customerAgent(t);
      for (let i = 0; i < 10; i++) {
        const res = await post(elsewhere(agent), '/api/user/sendActivationCode', {
          email: newEmail('outsider'),
        });
        expect(res.status).toBe(200);
      }
      const eleventh = await post(elsewhere(agent), '/api/user/sendActivationCode', {
        email: newEmail('outsider'),
      });
      expect(eleventh.status).toBe(429);
      expect(eleventh.body.message).toBe('Too many requests, please try again later.');
    });

    it('are limited per IP as well', async () => {
      const { agent } = await customerAgent(t);
      for (let i = 0; i < 5; i++)
        expect(
          (await post(agent, '/api/user/sendActivationCode', { email: newEmail('o') })).status,
        ).toBe(200);
      expect(
        (await post(agent, '/api/user/sendActivationCode', { email: newEmail('o') })).status,
      ).toBe(429);
    });
  });

  describe('login lock-out by strangers', () => {
    const WRONG = 'Wrong#123';

    it('wrong logins from many IPs do not lock the owner out of a known place', async () => {
      const { email } = await customerAgent(t); // logged in once: its client is a known place
      const owner = t.agent();
      expect((await logIn(owner, email)).status).toBe(200);
      for (let i = 0; i < ACCOUNT_LOGIN_FAILURES.limit + 5; i++) {
        const res = await logIn(t.agent(), email, WRONG);
        expect(res.status).toBe(i < ACCOUNT_LOGIN_FAILURES.limit ? 401 : 429);
      }
      // Guessing from yet another IP is bounded, even with the right password...
      expect((await logIn(t.agent(), email)).status).toBe(429);
      // ...while the owner, from their own place, still logs in.
      const again = await logIn(owner, email);
      expect(again.status).toBe(200);
      expect(again.body.user.email).toBe(email);
    });

    it('brute force from one IP stops at 5 a minute', async () => {
      const { email } = await customerAgent(t);
      const agent = t.agent();
      for (let i = 0; i < 5; i++) expect((await logIn(agent, email, WRONG)).status).toBe(401);
      expect((await logIn(agent, email, PASSWORD)).status).toBe(429);
    });

    it('a password reset by e-mailed code makes the resetter’s place known', async () => {
      const { email } = await customerAgent(t);
      for (let i = 0; i < ACCOUNT_LOGIN_FAILURES.limit; i++)
        expect((await logIn(t.agent(), email, WRONG)).status).toBe(401);
      const owner = t.agent();
      expect((await logIn(owner, email)).status).toBe(429); // a new place, account under attack
      const started = Date.now();
      await post(owner, '/api/user/sendVerificationCode', { email });
      const code = await codeFor(owner, email, /password reset/, started);
      await post(owner, '/api/user/verifyCode', { email, verificationCode: code });
      const reset = await post(owner, '/api/user/resetPassword', {
        email,
        verificationCode: code,
        newPassword: 'Fresh#2026',
      });
      expect(reset.status).toBe(200);
      expect((await logIn(owner, email, 'Fresh#2026')).status).toBe(200);
    });

    it('the admin login: strangers cannot lock a known admin out; guessing stays bounded', async () => {
      const { admin } = await adminAgent(t);
      const owner = t.agent();
      expect((await logInAdmin(owner, admin.email)).status).toBe(200);
      for (let i = 0; i < ACCOUNT_LOGIN_FAILURES.limit; i++)
        expect((await logInAdmin(t.agent(), admin.email, 'Wrong#1234')).status).toBe(401);
      expect((await logInAdmin(t.agent(), admin.email)).status).toBe(429);
      expect((await logInAdmin(owner, admin.email)).status).toBe(200);
    });
  });

  describe('codes and sessions', () => {
    async function verifiedResetCode(email: string) {
      const agent = t.agent();
      const started = Date.now();
      await post(agent, '/api/user/sendVerificationCode', { email });
      const code = await codeFor(agent, email, /password reset/, started);
      expect(
        (await post(agent, '/api/user/verifyCode', { email, verificationCode: code })).status,
      ).toBe(200);
      return code;
    }

    it('wrong codes at resetPassword count towards the five tries of the guesser’s place', async () => {
      const { email } = await customerAgent(t);
      const code = await verifiedResetCode(email);
      const guesser = t.agent();
      for (let i = 0; i < 5; i++) {
        const res = await post(guesser, '/api/user/resetPassword', {
          email,
          verificationCode: `WRONG${i}AB`.slice(0, 8),
          newPassword: 'Guess#2026',
        });
        expect(res.status).toBe(404);
      }
      const [row] = await t.app
        .get(DataSource)
        .query(
          `SELECT failed_attempts FROM one_time_codes WHERE email = $1 AND purpose = 'reset'`,
          [email],
        );
      expect(row.failed_attempts).toBe(5);
      // The right code is void now from the guesser's place (other places: code-tries.int-spec).
      const late = await post(guesser, '/api/user/verifyCode', { email, verificationCode: code });
      expect(late.status).toBe(401);
      expect(late.body.message).toBe('verification code has expired');
    });

    it('a reset code issued before a password change dies with the change', async () => {
      const { agent, email } = await customerAgent(t);
      const code = await verifiedResetCode(email);
      const changed = await post(agent, '/api/user/changePassword', {
        oldPassword: PASSWORD,
        newPassword: 'Fresh#2026',
      });
      expect(changed.status).toBe(200);
      const res = await post(t.agent(), '/api/user/resetPassword', {
        email,
        verificationCode: code,
        newPassword: 'Stolen#2026',
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Invalid verification code');
      expect((await logIn(t.agent(), email, 'Fresh#2026')).status).toBe(200);
    });

    it('an e-mail change sends a notice to the old address', async () => {
      const { agent, email } = await customerAgent(t);
      const next = newEmail('moved');
      const started = Date.now();
      expect((await post(agent, '/api/user/sendActivationCode', { email: next })).status).toBe(200);
      const code = await codeFor(agent, next, /Confirm your new/, started);
      await post(agent, '/api/user/verifyActivationCode', { email: next, activationCode: code });
      expect((await patch(agent, '/api/user/updateUserEmail', { email: next })).status).toBe(200);
      const notice = await mailTo(agent, email, /e-mail address was changed/, started);
      expect(notice.subject).toBe('Your SelamTopup e-mail address was changed');
      expect(notice.text).toContain('If you did not');
      expect(notice.text).not.toContain(next);
    });
  });
});
