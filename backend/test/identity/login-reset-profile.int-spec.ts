import type { INestApplicationContext } from '@nestjs/common';
import { codeFor } from '../support/mailbox';
import { solvedAltcha } from '../support/altcha';
import { createTestApp, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';
import { logIn, newEmail, PASSWORD, signUp } from '../support/customers';
import { patch, post } from '../support/http';

describe('login, logout, password reset, profile', () => {
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

  describe('loginUser and logout', () => {
    it('logs in, rotates the session id, and logout ends the session', async () => {
      const { email } = await signUp(t.agent());
      const agent = t.agent();
      const before = await agent.get('/api/user/token');
      const oldCookie = before.headers['set-cookie'][0].split(';')[0];

      const res = await logIn(agent, email.toUpperCase());
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        user: { fullname: 'Selam Tesfaye', telephone: '+251911234567', email },
      });
      const newCookie = res.headers['set-cookie'][0].split(';')[0];
      expect(newCookie).not.toBe(oldCookie);

      // The old id (e.g. planted before login) is not a logged-in session.
      const planted = await t.agent().get('/api/user/profile').set('Cookie', oldCookie);
      expect(planted.status).toBe(401);

      await agent.get('/api/user/profile').expect(200);
      const out = await post(agent, '/api/user/logout');
      expect(out.status).toBe(200);
      const after = await agent.get('/api/user/profile');
      expect(after.status).toBe(401);
      expect(after.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
    });

    it('answers 401 "Invalid email or Password" for a wrong password or unknown e-mail', async () => {
      const { email } = await signUp(t.agent());
      for (const [address, password] of [
        [email, 'Wrong#123'],
        [newEmail('nobody'), PASSWORD],
      ]) {
        const res = await logIn(t.agent(), address, password);
        expect(res.status).toBe(401);
        expect(res.body.message).toBe('Invalid email or Password');
      }
    });

    it('answers 400 "Invalid email format" and "This field is required"', async () => {
      const agent = t.agent();
      const bad = await post(agent, '/api/user/loginUser', {
        email: 'nope',
        password: 'x',
        altcha: await solvedAltcha(agent),
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Invalid email format');
      const empty = await post(agent, '/api/user/loginUser', {
        email: newEmail(),
        password: '',
        altcha: await solvedAltcha(agent),
      });
      expect(empty.body.message).toBe('This field is required');
    });

    it('wants the bot check', async () => {
      const res = await post(t.agent(), '/api/user/loginUser', {
        email: newEmail(),
        password: PASSWORD,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Bot check failed');
    });

    it('does not let five wrong tries from other addresses lock an e-mail (issue 10)', async () => {
      const email = newEmail('target');
      for (let i = 0; i < 6; i++)
        expect((await logIn(t.agent(), email, 'Wrong#123')).status).toBe(401);
    });

    it('allows 5 tries a minute per IP address', async () => {
      const agent = t.agent();
      for (let i = 0; i < 5; i++)
        expect((await logIn(agent, newEmail('spray'), 'Wrong#123')).status).toBe(401);
      expect((await logIn(agent, newEmail('spray'), 'Wrong#123')).status).toBe(429);
    });

    it('refuses login without the CSRF token', async () => {
      const res = await t
        .agent()
        .post('/api/user/loginUser')
        .send({ email: newEmail(), password: PASSWORD });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Invalid CSRF token');
    });

    it('answers 401 to customer calls without a session', async () => {
      const agent = t.agent();
      await agent.get('/api/user/profile').expect(401);
      expect((await post(agent, '/api/user/logout')).status).toBe(401);
      expect(
        (
          await patch(agent, '/api/user/updateUserNamePhone', {
            fullname: 'A',
            phoneNumber: '0911223344',
          })
        ).status,
      ).toBe(401);
      expect((await patch(agent, '/api/user/updateUserEmail', { email: newEmail() })).status).toBe(
        401,
      );
      expect(
        (await post(agent, '/api/user/changePassword', { oldPassword: 'a', newPassword: 'b' }))
          .status,
      ).toBe(401);
    });
  });

  describe('password reset', () => {
    it('resets the password with the e-mailed code; the new one logs in', async () => {
      const { email } = await signUp(t.agent());
      const agent = t.agent();
      const started = Date.now();
      const sent = await post(agent, '/api/user/sendVerificationCode', { email });
      expect(sent.status).toBe(200);
      const code = await codeFor(agent, email, /password reset/, started);

      const wrong = await post(agent, '/api/user/verifyCode', {
        email,
        verificationCode: 'WRONG234',
      });
      expect(wrong.status).toBe(404);
      expect(wrong.body.message).toBe('Invalid verification code');
      expect(
        (await post(agent, '/api/user/verifyCode', { email, verificationCode: code })).status,
      ).toBe(200);

      const reset = await post(agent, '/api/user/resetPassword', {
        email,
        verificationCode: code,
        newPassword: 'Newpass#99',
      });
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({ message: 'Password Reset Successful' });
      expect((await logIn(t.agent(), email, PASSWORD)).status).toBe(401);
      expect((await logIn(t.agent(), email, 'Newpass#99')).status).toBe(200);

      const reuse = await post(agent, '/api/user/resetPassword', {
        email,
        verificationCode: code,
        newPassword: 'Other#999',
      });
      expect(reuse.status).toBe(404);
    });

    it('answers 404 "Email does not exist!" for an unknown address', async () => {
      const res = await post(t.agent(), '/api/user/sendVerificationCode', {
        email: newEmail('ghost'),
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Email does not exist!');
    });

    it('answers 401 "verification code has expired" and 400 "Invalid Input please check again"', async () => {
      const { email } = await signUp(t.agent());
      const agent = t.agent();
      const started = Date.now();
      await post(agent, '/api/user/sendVerificationCode', { email });
      const code = await codeFor(agent, email, /password reset/, started);
      const { DataSource } = await import('typeorm');
      await t.app
        .get(DataSource)
        .query(
          `UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE email = $1`,
          [email],
        );
      const expired = await post(agent, '/api/user/verifyCode', { email, verificationCode: code });
      expect(expired.status).toBe(401);
      expect(expired.body.message).toBe('verification code has expired');
      const invalid = await post(agent, '/api/user/verifyCode', { email });
      expect(invalid.status).toBe(400);
      expect(invalid.body.message).toBe('Invalid Input please check again');
    });

    it.each([
      ['Ab#1', 'password must be greater than 8 character'],
      ['Abcdefgh#12345', 'password must be less than 12 character'],
      ['Abcd<efg#1', 'Angle brackets character are not allowed , please remove < or > '],
      ['Abcdefgh12', 'Must contain atleast 1 special character'],
      ['', 'This Field is required'],
    ])('resetPassword refuses %j', async (newPassword, message) => {
      const res = await post(t.agent(), '/api/user/resetPassword', {
        email: newEmail('r'),
        verificationCode: 'ABCD2345',
        newPassword,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('profile', () => {
    async function loggedIn() {
      const { email } = await signUp(t.agent());
      const agent = t.agent();
      expect((await logIn(agent, email)).status).toBe(200);
      return { agent, email };
    }

    it('updates name and phone and answers the stored user', async () => {
      const { agent, email } = await loggedIn();
      const res = await patch(agent, '/api/user/updateUserNamePhone', {
        fullname: ' Dawit Alemu ',
        phoneNumber: '+251922334455',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        user: { fullname: 'Dawit Alemu', telephone: '+251922334455', email },
      });
      expect((await agent.get('/api/user/profile')).body.user.fullname).toBe('Dawit Alemu');
    });

    it.each([
      [{ fullname: '' }, 'This field is required!!'],
      [{ fullname: '<b>x</b>' }, 'Invalid Input! Please enter text only.'],
      [{ phoneNumber: '+25191' }, 'Mobile number must contain at least 10 digits'],
    ])('refuses %j', async (change, message) => {
      const { agent } = await loggedIn();
      const res = await patch(agent, '/api/user/updateUserNamePhone', {
        fullname: 'A',
        phoneNumber: '+251922334455',
        ...change,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('changes the e-mail only after the new address is verified', async () => {
      const { agent } = await loggedIn();
      const next = newEmail('new');
      const early = await patch(agent, '/api/user/updateUserEmail', { email: next });
      expect(early.status).toBe(403);
      expect(early.body.message).toBe('Please verify the new email address first');

      const started = Date.now();
      expect((await post(agent, '/api/user/sendActivationCode', { email: next })).status).toBe(200); // no bot check when logged in
      const code = await codeFor(agent, next, /Confirm your new/, started);
      expect(
        (await post(agent, '/api/user/verifyActivationCode', { email: next, activationCode: code }))
          .status,
      ).toBe(200);
      const res = await patch(agent, '/api/user/updateUserEmail', { email: next });
      expect(res.status).toBe(200);
      expect(res.body.user.email).toBe(next);
      expect((await logIn(t.agent(), next)).status).toBe(200);
    });

    it("cannot take another customer's address", async () => {
      const other = await signUp(t.agent());
      const { agent } = await loggedIn();
      const res = await post(agent, '/api/user/sendActivationCode', { email: other.email });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Email already in use!');
    });

    it('ends the other sessions of a customer who changes or resets the password', async () => {
      const { agent, email } = await loggedIn();
      const otherDevice = t.agent();
      expect((await logIn(otherDevice, email)).status).toBe(200);
      await otherDevice.get('/api/user/profile').expect(200);

      const changed = await post(agent, '/api/user/changePassword', {
        oldPassword: PASSWORD,
        newPassword: 'Fresh#2026',
      });
      expect(changed.status).toBe(200);
      await agent.get('/api/user/profile').expect(200); // this device stays logged in
      await otherDevice.get('/api/user/profile').expect(401);

      const started = Date.now();
      await post(t.agent(), '/api/user/sendVerificationCode', { email });
      const code = await codeFor(t.agent(), email, /password reset/, started);
      const resetter = t.agent();
      await post(resetter, '/api/user/verifyCode', { email, verificationCode: code });
      await post(resetter, '/api/user/resetPassword', {
        email,
        verificationCode: code,
        newPassword: 'Again#2026',
      });
      await agent.get('/api/user/profile').expect(401);
    });

    it('changes the password with the right old one', async () => {
      const { agent, email } = await loggedIn();
      const wrong = await post(agent, '/api/user/changePassword', {
        oldPassword: 'Wrong#123',
        newPassword: 'Fresh#2026',
      });
      expect(wrong.status).toBe(403);
      expect(wrong.body.message).toBe('Invalid old password');
      const empty = await post(agent, '/api/user/changePassword', {
        oldPassword: '',
        newPassword: 'Fresh#2026',
      });
      expect(empty.body.message).toBe('This Field is required');
      const ok = await post(agent, '/api/user/changePassword', {
        oldPassword: PASSWORD,
        newPassword: 'Fresh#2026',
      });
      expect(ok.status).toBe(200);
      expect((await logIn(t.agent(), email, 'Fresh#2026')).status).toBe(200);
    });
  });
});
