import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { adminAgent, auditOf, insertAdmin, logInAdmin } from '../support/admins';
import { createTestApp, csrfToken, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';
import { logIn, signUp } from '../support/customers';
import { cookieHeader, post } from '../support/http';

const cookieOf = (res: { headers: Record<string, unknown> }, name: string) =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? [])
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith(`${name}=`));

describe('admin sessions', () => {
  let t: TestApp;
  let worker: INestApplicationContext; // delivers the signup codes of the customer tests
  beforeAll(async () => {
    t = await createTestApp();
    worker = await startWorker();
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it('logs in with the admin object and its type, in a Strict cookie of its own', async () => {
    const master = await insertAdmin(t, 'master');
    const agent = t.agent();
    const res = await logInAdmin(agent, master.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: master.id,
      fullname: master.fullname,
      email: master.email,
      type: 'master',
    });
    const setCookie = (res.headers['set-cookie'] as unknown as string[]).join('\n');
    expect(setCookie).toMatch(/asid=[^;]+;.*HttpOnly/);
    expect(setCookie).toMatch(/asid=[^;]+;.*SameSite=Strict/);
    await agent.get('/api/admin/me').expect(200);
    expect((await auditOf(t, master.email)).map((a) => a.action)).toEqual(['admin.login']);
  });

  it('answers 401 "Invalid email or Password" and records the failure', async () => {
    const admin = await insertAdmin(t);
    const wrong = await logInAdmin(t.agent(), admin.email, 'Wrong#1234');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ statusCode: 401, message: 'Invalid email or Password' });
    const unknown = await logInAdmin(t.agent(), `nobody-${Date.now()}@example.com`);
    expect(unknown.status).toBe(401);
    expect((await auditOf(t, admin.email)).map((a) => a.action)).toEqual(['admin.login_failed']);
  });

  it('wants the bot check and the CSRF token', async () => {
    const admin = await insertAdmin(t);
    const agent = t.agent();
    const noBot = await post(agent, '/api/admin/login', {
      email: admin.email,
      password: admin.password,
    });
    expect(noBot.status).toBe(400);
    expect(noBot.body.message).toBe('Bot check failed');
    const noCsrf = await agent
      .post('/api/admin/login')
      .send({ email: admin.email, password: admin.password });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.message).toBe('Invalid CSRF token');
  });

  it('limits admin logins to 5 a minute per IP', async () => {
    const admin = await insertAdmin(t);
    const agent = t.agent();
    for (let i = 0; i < 5; i++)
      expect((await logInAdmin(agent, admin.email, 'Wrong#1234')).status).toBe(401);
    const sixth = await logInAdmin(agent, admin.email);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Too many requests, please try again later.');
  });

  it('rotates the admin session id at login: a planted id is not logged in', async () => {
    const admin = await insertAdmin(t);
    const agent = t.agent();
    const first = await logInAdmin(agent, admin.email);
    const oldCookie = cookieOf(first, 'asid')!;
    const second = await logInAdmin(agent, admin.email);
    expect(cookieOf(second, 'asid')).not.toBe(oldCookie);
    await t.agent().get('/api/admin/me').set('Cookie', oldCookie).expect(401);
    await agent.get('/api/admin/me').expect(200);
  });

  it('renews the browser session (sid) at admin login: a planted sid and its token carry no admin', async () => {
    const admin = await insertAdmin(t);
    // Someone plants a sid in the admin's browser and reads its CSRF token beforehand.
    const browser = t.agent();
    const plantedToken = await csrfToken(browser);
    const planted = cookieHeader(browser);
    expect(planted).toMatch(/^sid=[\w-]{43}$/);

    const login = await logInAdmin(browser, admin.email);
    expect(login.status).toBe(200);
    const renewed = cookieOf(login, 'sid')!;
    expect(renewed).toMatch(/^sid=[\w-]{43}$/);
    expect(renewed).not.toBe(planted);
    const asid = cookieOf(login, 'asid')!;

    // The admin cookie next to the planted sid: no admin, and the planted token does nothing.
    await t.agent().get('/api/admin/me').set('Cookie', `${asid}; ${planted}`).expect(401);
    const forged = await t
      .agent()
      .post('/api/admin/logout')
      .set('Cookie', `${asid}; ${planted}`)
      .set('x-csrf-token', plantedToken);
    expect(forged.status).toBe(401);
    // Nor does it pass next to the renewed sid.
    const stale = await t
      .agent()
      .post('/api/admin/logout')
      .set('Cookie', `${asid}; ${renewed}`)
      .set('x-csrf-token', plantedToken);
    expect([stale.status, stale.body.message]).toEqual([403, 'Invalid CSRF token']);
    // The admin's own browser carries on, with the new token.
    await browser.get('/api/admin/me').expect(200);
    expect((await post(browser, '/api/admin/logout')).status).toBe(200);
  });

  it('keeps customer and admin sessions apart', async () => {
    const { email } = await signUp(t.agent());
    const agent = t.agent();
    expect((await logIn(agent, email)).status).toBe(200);
    // A customer is not an admin.
    const asCustomer = await agent.get('/api/admin/me');
    expect(asCustomer.status).toBe(401);
    expect(asCustomer.body).toEqual({ statusCode: 401, message: 'Unauthorized' });

    const admin = await insertAdmin(t);
    expect((await logInAdmin(agent, admin.email)).status).toBe(200);
    await agent.get('/api/admin/me').expect(200);
    await agent.get('/api/user/profile').expect(200);

    // Logging out of the back office leaves the customer logged in.
    expect((await post(agent, '/api/admin/logout')).status).toBe(200);
    await agent.get('/api/admin/me').expect(401);
    await agent.get('/api/user/profile').expect(200);
    expect((await auditOf(t, admin.email)).map((a) => a.action)).toEqual([
      'admin.login',
      'admin.logout',
    ]);
    // The customer's logout ends the browser session, which the back-office session is bound to.
    expect((await logInAdmin(agent, admin.email)).status).toBe(200);
    expect((await post(agent, '/api/user/logout')).status).toBe(200);
    await agent.get('/api/admin/me').expect(401);

    // A customer cookie's value in the admin cookie finds nothing.
    const customer = t.agent();
    const sid = cookieOf(await logIn(customer, email), 'sid')!.slice('sid='.length);
    await t.agent().get('/api/admin/me').set('Cookie', `asid=${sid}`).expect(401);
  });

  it('logout ends the session for good and wants an admin session', async () => {
    const { agent } = await adminAgent(t);
    expect((await post(agent, '/api/admin/logout')).status).toBe(200);
    await agent.get('/api/admin/me').expect(401);
    const again = await post(agent, '/api/admin/logout');
    expect(again.status).toBe(401);
  });

  it('ends every session of an admin whose epoch is raised or who is deleted', async () => {
    const { agent, admin } = await adminAgent(t);
    const db = t.app.get(DataSource);
    await db.query(`UPDATE admins SET session_epoch = session_epoch + 1 WHERE id = $1`, [admin.id]);
    await agent.get('/api/admin/me').expect(401);

    const other = await adminAgent(t);
    await db.query(`DELETE FROM admin_audit_log WHERE admin_id = $1`, [other.admin.id]);
    await db.query(`DELETE FROM admins WHERE id = $1`, [other.admin.id]);
    await other.agent.get('/api/admin/me').expect(401);
  });

  describe('queue dashboard', () => {
    it('is closed without an admin session', async () => {
      const res = await t.agent().get('/admin/queues/api/queues');
      expect(res.status).toBe(401);
      const { email } = await signUp(t.agent());
      const customer = t.agent();
      await logIn(customer, email);
      expect((await customer.get('/admin/queues/api/queues')).status).toBe(401);
    });

    it('opens for an admin, and takes mutations only from a master admin on our own origin', async () => {
      const { agent: ordinary } = await adminAgent(t);
      const list = await ordinary.get('/admin/queues/api/queues');
      expect(list.status).toBe(200);
      const notMaster = await ordinary
        .put('/admin/queues/api/queues/mail/resume')
        .set('Host', 'selam.test')
        .set('Origin', 'http://selam.test');
      expect(notMaster.status).toBe(403);
      const { agent } = await adminAgent(t, 'master');
      const foreign = await agent
        .put('/admin/queues/api/queues/mail/pause')
        .set('Origin', 'https://evil.example');
      expect(foreign.status).toBe(403);
      const missing = await agent.put('/admin/queues/api/queues/mail/pause');
      expect(missing.status).toBe(403);
      const own = await agent
        .put('/admin/queues/api/queues/mail/resume')
        .set('Host', 'selam.test')
        .set('Origin', 'http://selam.test');
      expect(own.status).toBe(200);
    });
  });

  it('gives the CSRF token of the browser session to admin mutations', async () => {
    const { agent } = await adminAgent(t);
    const token = await csrfToken(agent);
    const res = await agent.post('/api/admin/logout').set('x-csrf-token', token);
    expect(res.status).toBe(200);
  });
});
