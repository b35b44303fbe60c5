import type { INestApplicationContext } from '@nestjs/common';
import { generateSync } from 'otplib';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { SecondFactorPolicyStore } from '@modules/identity/ports/second-factor-policy-store.port';
import { MemorySecondFactorPolicy } from '@modules/identity/testing/second-factor-fakes';
import { adminAgent, auditOf, insertAdmin, logInAdmin, type TestAdmin } from '../support/admins';
import { logIn, signUp } from '../support/customers';
import { call, post } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';

const EXPIRED = { statusCode: 401, message: 'Your login has expired, please log in again' };
const WRONG_CODE = { statusCode: 401, message: 'Invalid authentication code' };

/** The code an authenticator app shows now, or `steps` periods from now. */
const codeOf = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Waits out the last 3 s of the current 30 s step. */
async function clearOfStepEnd(): Promise<void> {
  const intoStep = (Date.now() / 1000) % 30;
  if (intoStep > 27) await new Promise((r) => setTimeout(r, (30 - intoStep) * 1000 + 100));
}

/**
 * Enrols a logged-in admin from the profile; answers the secret and the recovery codes. `steps`
 * -1 enrols with the previous step's code (inside the drift window), leaving the current one
 * unspent for a login: a spent step is never taken again.
 */
async function enrol(agent: TestAgent, steps = 0) {
  const started = await post(agent, '/api/admin/totp/enrolment');
  expect(started.status).toBe(200);
  const secret = started.body.secret as string;
  // The previous step's code is one step old now, two if a step ends before the server reads it
  // (outside the drift window): not sent in a step's last seconds (a CI run met that edge).
  if (steps < 0) await clearOfStepEnd();
  const done = await post(agent, '/api/admin/totp/enrolment/confirm', {
    code: codeOf(secret, steps),
  });
  expect(done.status).toBe(200);
  return { secret, recoveryCodes: done.body.recoveryCodes as string[] };
}

describe('admin second factor (TOTP)', () => {
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

  /** An admin enrolled from the profile, then logged out; with its secret and recovery codes. */
  async function enrolledAdmin(): Promise<TestAdmin & { secret: string; recoveryCodes: string[] }> {
    const { agent, admin } = await adminAgent(t);
    const enrolment = await enrol(agent, -1);
    await post(agent, '/api/admin/logout');
    return { ...admin, ...enrolment };
  }

  describe('enrolment from the profile', () => {
    it('shows off, starts with a QR code and the secret as text, and turns on with a first code', async () => {
      const { agent, admin } = await adminAgent(t);
      const off = await agent.get('/api/admin/totp');
      expect([off.status, off.body]).toEqual([
        200,
        { enrolled: false, enrolledAt: null, recoveryCodesLeft: 0, required: false },
      ]);

      const started = await post(agent, '/api/admin/totp/enrolment');
      expect(started.status).toBe(200);
      const { secret, uri, qrCode } = started.body;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(uri).toBe(
        `otpauth://totp/SelamTopup:${encodeURIComponent(admin.email)}?secret=${secret}&issuer=SelamTopup`,
      );
      expect(qrCode).toMatch(/^data:image\/png;base64,/);

      const wrong = await post(agent, '/api/admin/totp/enrolment/confirm', {
        code: codeOf(secret, 4),
      });
      // 400, not 401: the back office logs out on 401.
      expect([wrong.status, wrong.body]).toEqual([
        400,
        { statusCode: 400, message: 'Invalid authentication code' },
      ]);

      const done = await post(agent, '/api/admin/totp/enrolment/confirm', { code: codeOf(secret) });
      expect(done.status).toBe(200);
      expect(done.body.recoveryCodes).toHaveLength(10);

      const on = await agent.get('/api/admin/totp');
      expect(on.body).toEqual({
        enrolled: true,
        enrolledAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        recoveryCodesLeft: 10,
        required: false,
      });
      expect((await auditOf(t, admin.email)).map((a) => a.action)).toEqual([
        'admin.login',
        'admin.totp_enrolled',
      ]);

      // At rest: the secret sealed, the recovery codes hashed.
      const [row] = await t.app
        .get(DataSource)
        .query(
          `SELECT sealed_secret, recovery_code_hashes FROM admin_second_factors WHERE admin_id = $1`,
          [admin.id],
        );
      expect(row.sealed_secret).toMatch(/^v1\./);
      expect(row.sealed_secret).not.toContain(secret);
      const stored = JSON.stringify(row.recovery_code_hashes);
      for (const code of done.body.recoveryCodes as string[]) {
        expect(stored).not.toContain(code);
        expect(stored).not.toContain(code.replace('-', ''));
      }
    });

    it('refuses a second enrolment, a confirmation without one, and bad bodies', async () => {
      const { agent } = await adminAgent(t);
      const none = await post(agent, '/api/admin/totp/enrolment/confirm', { code: '123456' });
      expect([none.status, none.body.message]).toEqual([
        409,
        'No authenticator is waiting for its first code, please start again',
      ]);
      const empty = await post(agent, '/api/admin/totp/enrolment/confirm', {});
      expect([empty.status, empty.body.message]).toEqual([400, 'This field is required']);
      const long = await post(agent, '/api/admin/totp/enrolment/confirm', { code: '1'.repeat(40) });
      expect([long.status, long.body.message]).toEqual([400, 'Invalid authentication code']);
      await enrol(agent);
      const again = await post(agent, '/api/admin/totp/enrolment');
      expect([again.status, again.body.message]).toEqual([
        409,
        'Two-step verification is already on',
      ]);
      const confirmAgain = await post(agent, '/api/admin/totp/enrolment/confirm', {
        code: '123456',
      });
      expect([confirmAgain.status, confirmAgain.body.message]).toEqual([
        409,
        'Two-step verification is already on',
      ]);
    });
  });

  describe('login with the code', () => {
    it('asks for the code after the password, with no admin session until it is right', async () => {
      const admin = await enrolledAdmin();
      const agent = t.agent();
      const first = await logInAdmin(agent, admin.email);
      expect([first.status, first.body]).toEqual([200, { secondFactor: 'code' }]);
      expect(JSON.stringify(first.headers['set-cookie'] ?? [])).not.toMatch(/asid=[^;]/);
      await agent.get('/api/admin/me').expect(401);

      const wrong = await post(agent, '/api/admin/login/code', { code: codeOf(admin.secret, 5) });
      expect([wrong.status, wrong.body]).toEqual([401, WRONG_CODE]);
      await agent.get('/api/admin/me').expect(401);

      const right = await post(agent, '/api/admin/login/code', { code: codeOf(admin.secret) });
      expect([right.status, right.body]).toEqual([
        200,
        { id: admin.id, fullname: admin.fullname, email: admin.email, type: 'admin' },
      ]);
      await agent.get('/api/admin/me').expect(200);
      const audit = await auditOf(t, admin.email);
      expect(audit.slice(-2)).toEqual([
        { action: 'admin.login_failed', detail: 'wrong authentication code' },
        { action: 'admin.login', detail: '' },
      ]);
      // The pending login is gone: its code step cannot be used again.
      expect((await post(agent, '/api/admin/login/code', { code: '123456' })).body).toEqual(
        EXPIRED,
      );
    });

    it('refuses the same code in a second login (replay), and a wrong password before any code', async () => {
      const admin = await enrolledAdmin();
      const code = codeOf(admin.secret);
      const a = t.agent();
      await logInAdmin(a, admin.email);
      expect((await post(a, '/api/admin/login/code', { code })).status).toBe(200);
      const b = t.agent();
      await logInAdmin(b, admin.email);
      const replay = await post(b, '/api/admin/login/code', { code });
      expect([replay.status, replay.body]).toEqual([401, WRONG_CODE]);

      const c = t.agent();
      const badPassword = await logInAdmin(c, admin.email, 'Wrong#12345');
      expect([badPassword.status, badPassword.body.message]).toEqual([
        401,
        'Invalid email or Password',
      ]);
      expect((await post(c, '/api/admin/login/code', { code: '123456' })).body).toEqual(EXPIRED);
    });

    it('logs in with a recovery code once', async () => {
      const admin = await enrolledAdmin();
      const [recovery] = admin.recoveryCodes;
      const a = t.agent();
      await logInAdmin(a, admin.email);
      const used = await post(a, '/api/admin/login/code', { code: recovery });
      expect(used.status).toBe(200);
      expect((await a.get('/api/admin/totp')).body.recoveryCodesLeft).toBe(9);
      const b = t.agent();
      await logInAdmin(b, admin.email);
      const again = await post(b, '/api/admin/login/code', { code: recovery });
      expect([again.status, again.body]).toEqual([401, WRONG_CODE]);
      expect((await auditOf(t, admin.email)).map((r) => r.action)).toContain(
        'admin.recovery_code_used',
      );
    });

    it('ends the pending login after 5 wrong codes: the password again', async () => {
      const admin = await enrolledAdmin();
      const agent = t.agent();
      await logInAdmin(agent, admin.email);
      for (let i = 0; i < 5; i++)
        expect((await post(agent, '/api/admin/login/code', { code: '000000' })).body).toEqual(
          WRONG_CODE,
        );
      const sixth = await post(agent, '/api/admin/login/code', { code: codeOf(admin.secret) });
      expect([sixth.status, sixth.body]).toEqual([401, EXPIRED]);
      await logInAdmin(agent, admin.email);
      expect(
        (await post(agent, '/api/admin/login/code', { code: codeOf(admin.secret) })).status,
      ).toBe(200);
    });

    it('answers 400 to a missing or overlong code', async () => {
      const agent = t.agent();
      const missing = await post(agent, '/api/admin/login/code', {});
      expect([missing.status, missing.body.message]).toEqual([400, 'This field is required']);
      const long = await post(agent, '/api/admin/login/code', { code: 'x'.repeat(33) });
      expect([long.status, long.body.message]).toEqual([400, 'Invalid authentication code']);
    });

    it('answers 401 "expired" to anyone without a pending login: anonymous, customer, admin, master', async () => {
      const { email } = await signUp(t.agent());
      const customer = t.agent();
      expect((await logIn(customer, email)).status).toBe(200);
      const admin = (await adminAgent(t, 'admin')).agent;
      const master = (await adminAgent(t, 'master')).agent;
      // Another browser's pending login is not theirs either.
      const enrolled = await enrolledAdmin();
      await logInAdmin(t.agent(), enrolled.email);
      for (const agent of [t.agent(), customer, admin, master]) {
        for (const path of ['/api/admin/login/code', '/api/admin/login/enrolment/confirm']) {
          const res = await post(agent, path, { code: codeOf(enrolled.secret) });
          expect([path, res.status, res.body]).toEqual([path, 401, EXPIRED]);
        }
        const start = await post(agent, '/api/admin/login/enrolment');
        expect([start.status, start.body]).toEqual([401, EXPIRED]);
      }
    });
  });

  describe('what a master does', () => {
    it("resets another admin's second factor (audited); the admin logs in with the password again", async () => {
      const admin = await enrolledAdmin();
      const { agent: master, admin: masterAdmin } = await adminAgent(t, 'master');
      const res = await call(master, 'delete', `/api/admin/admins/${admin.id}/totp`);
      expect([res.status, res.body]).toEqual([
        200,
        { message: 'Two-step verification has been reset' },
      ]);
      expect(await auditOf(t, masterAdmin.email)).toContainEqual({
        action: 'admin.totp_reset',
        detail: admin.email,
      });
      const again = await call(master, 'delete', `/api/admin/admins/${admin.id}/totp`);
      expect([again.status, again.body.message]).toEqual([
        404,
        'This admin has no two-step verification',
      ]);
      const login = await logInAdmin(t.agent(), admin.email);
      expect([login.status, login.body.type]).toEqual([200, 'admin']);

      const self = await call(master, 'delete', `/api/admin/admins/${masterAdmin.id}/totp`);
      expect([self.status, self.body.message]).toEqual([
        409,
        'You cannot reset your own two-step verification',
      ]);
      const unknown = await call(
        master,
        'delete',
        '/api/admin/admins/00000000-0000-4000-8000-000000000000/totp',
      );
      expect([unknown.status, unknown.body.message]).toEqual([404, 'Admin not found']);
      const bad = await call(master, 'delete', '/api/admin/admins/nope/totp');
      expect([bad.status, bad.body.message]).toEqual([400, 'Invalid admin id']);
    });

    it('keeps reset and the rule to masters: 401 anonymous and customer, 403 an ordinary admin', async () => {
      const target = await insertAdmin(t);
      const { email } = await signUp(t.agent());
      const customer = t.agent();
      await logIn(customer, email);
      const { agent: admin } = await adminAgent(t);
      const calls = [
        ['delete', `/api/admin/admins/${target.id}/totp`, undefined],
        ['put', '/api/admin/totp/required', { required: false }],
      ] as const;
      for (const [method, path, body] of calls) {
        for (const [who, agent, status, message] of [
          ['anonymous', t.agent(), 401, 'Unauthorized'],
          ['customer', customer, 401, 'Unauthorized'],
          ['admin', admin, 403, 'Forbidden'],
        ] as const) {
          const res = await call(agent, method, path, body);
          expect([who, path, res.status, res.body.message]).toEqual([who, path, status, message]);
        }
      }
      for (const [who, agent] of [
        ['anonymous', t.agent()],
        ['customer', customer],
      ] as const) {
        for (const [method, path] of [
          ['get', '/api/admin/totp'],
          ['post', '/api/admin/totp/enrolment'],
          ['post', '/api/admin/totp/enrolment/confirm'],
        ] as const) {
          const res = await call(agent, method, path, { code: '123456' });
          expect([who, path, res.status, res.body.message]).toEqual([
            who,
            path,
            401,
            'Unauthorized',
          ]);
        }
      }
    });
  });

  // The rule is one row for the whole site, and other test files log admins in at the same time
  // on this database: this app keeps it in memory.
  describe('when a master requires it', () => {
    let app: TestApp;
    let policy: MemorySecondFactorPolicy;
    beforeAll(async () => {
      policy = new MemorySecondFactorPolicy();
      app = await createTestApp({}, {}, (b) =>
        b.overrideProvider(SecondFactorPolicyStore).useValue(policy),
      );
    });
    afterAll(() => app?.close());

    it('sets the rule (audited), and leads an admin without an authenticator to enrol at login', async () => {
      const { agent: master, admin: masterAdmin } = await adminAgent(app, 'master');
      const bad = await call(master, 'put', '/api/admin/totp/required', { required: 'yes' });
      expect([bad.status, bad.body.message]).toEqual([400, 'required must be true or false']);
      const on = await call(master, 'put', '/api/admin/totp/required', { required: true });
      expect([on.status, on.body]).toEqual([200, { required: true }]);
      expect(policy.value).toBe(true);
      expect(await auditOf(app, masterAdmin.email)).toContainEqual({
        action: 'admin.totp_required_changed',
        detail: 'required',
      });
      // Sessions already open carry on.
      await master.get('/api/admin/me').expect(200);

      const admin = await insertAdmin(app);
      const agent = app.agent();
      const first = await logInAdmin(agent, admin.email);
      expect([first.status, first.body]).toEqual([200, { secondFactor: 'enrol' }]);
      await agent.get('/api/admin/me').expect(401);
      const started = await post(agent, '/api/admin/login/enrolment');
      expect(started.status).toBe(200);
      expect(started.body.uri).toContain(encodeURIComponent(admin.email));
      const wrong = await post(agent, '/api/admin/login/enrolment/confirm', {
        code: codeOf(started.body.secret, 5),
      });
      expect([wrong.status, wrong.body]).toEqual([401, WRONG_CODE]);
      const done = await post(agent, '/api/admin/login/enrolment/confirm', {
        code: codeOf(started.body.secret),
      });
      expect(done.status).toBe(200);
      expect(done.body.admin).toEqual({
        id: admin.id,
        fullname: admin.fullname,
        email: admin.email,
        type: 'admin',
      });
      expect(done.body.recoveryCodes).toHaveLength(10);
      await agent.get('/api/admin/me').expect(200);
      expect((await agent.get('/api/admin/totp')).body).toMatchObject({
        enrolled: true,
        required: true,
      });
      expect((await auditOf(app, admin.email)).map((a) => a.action)).toEqual([
        'admin.login_failed',
        'admin.totp_enrolled',
        'admin.login',
      ]);

      // Next time: the code, like any enrolled admin.
      expect((await logInAdmin(app.agent(), admin.email)).body).toEqual({ secondFactor: 'code' });
      await call(master, 'put', '/api/admin/totp/required', { required: false });
      expect(policy.value).toBe(false);
    });
  });

  it('keeps the rule in the settings row, off after the migration', async () => {
    expect(await t.app.get(SecondFactorPolicyStore).required()).toBe(false);
    const rows = await t.app
      .get(DataSource)
      .query(`SELECT value FROM settings WHERE key = 'adminTotpRequired'`);
    expect(rows).toEqual([{ value: false }]);
  });
});
