import { DataSource } from 'typeorm';
import { PasswordHasher } from '@modules/identity/ports/password-hasher.port';
import { adminAgent, auditOf, insertAdmin, logInAdmin } from '../support/admins';
import { customerAgent } from '../support/customers';
import { call } from '../support/http';
import { createTestApp, TestApp } from '../support/test-app';

const NEW_PASSWORD = 'Changed#2026';

describe('an admin’s own account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /api/admin/changePassword', () => {
    it('changes the password, keeps this session, ends the others and records it', async () => {
      const { agent, admin } = await adminAgent(t);
      const other = t.agent();
      expect((await logInAdmin(other, admin.email)).status).toBe(200);

      const res = await call(agent, 'post', '/api/admin/changePassword', {
        oldPassword: admin.password,
        newPassword: NEW_PASSWORD,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Password updated successfully' });
      expect((res.headers['set-cookie'] as unknown as string[]).join()).toMatch(/asid=/);

      await agent.get('/api/admin/me').expect(200);
      await other.get('/api/admin/me').expect(401);
      const [row] = await t.app
        .get(DataSource)
        .query(`SELECT password_hash, session_epoch FROM admins WHERE id = $1`, [admin.id]);
      expect(row.session_epoch).toBe(1);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(await t.app.get(PasswordHasher).verify(row.password_hash, NEW_PASSWORD)).toBe(true);
      expect((await logInAdmin(t.agent(), admin.email)).status).toBe(401);
      expect((await logInAdmin(t.agent(), admin.email, NEW_PASSWORD)).status).toBe(200);
      expect((await auditOf(t, admin.email)).map((a) => a.action)).toContain(
        'admin.password_changed',
      );
    });

    it('answers 403 "Invalid Old Password" for a wrong old password', async () => {
      const { agent, admin } = await adminAgent(t);
      const res = await call(agent, 'post', '/api/admin/changePassword', {
        oldPassword: 'Wrong#2026',
        newPassword: NEW_PASSWORD,
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'Invalid Old Password' });
      await agent.get('/api/admin/me').expect(200);
      expect((await logInAdmin(t.agent(), admin.email)).status).toBe(200);
    });

    it.each([
      [{ newPassword: NEW_PASSWORD }, 'This Field is required'],
      [{ oldPassword: '', newPassword: NEW_PASSWORD }, 'This Field is required'],
      [{ oldPassword: 42, newPassword: NEW_PASSWORD }, 'This Field is required'],
      [{ oldPassword: 'x' }, 'This Field is required'],
      [{ oldPassword: 'x', newPassword: '' }, 'This Field is required'],
      [{ oldPassword: 'x', newPassword: ['A#a1aaaaa'] }, 'This Field is required'],
      [{ oldPassword: 'x', newPassword: { $gt: '' } }, 'This Field is required'],
      [{ oldPassword: 'x', newPassword: 'Ab#1' }, 'password must be greater than 8 character'],
      [
        { oldPassword: 'x', newPassword: `Ab#1${'x'.repeat(61)}` },
        'password must be less than 64 character',
      ],
      [
        { oldPassword: 'x', newPassword: 'Abc#1234<' },
        'Angle brackets character are not allowed , please remove < or > ',
      ],
      [
        { oldPassword: 'x', newPassword: 'abcdefg#1' },
        'Password must contain an uppercase letter, a lowercase letter, a number and a special character',
      ],
      [
        { oldPassword: 'x', newPassword: 'ABCDEFG#1' },
        'Password must contain an uppercase letter, a lowercase letter, a number and a special character',
      ],
      [
        { oldPassword: 'x', newPassword: 'Abcdefgh1' },
        'Password must contain an uppercase letter, a lowercase letter, a number and a special character',
      ],
      [
        { oldPassword: 'x', newPassword: 'Abcdefg#h' },
        'Password must contain an uppercase letter, a lowercase letter, a number and a special character',
      ],
      [
        { oldPassword: 'x', newPassword: 'Abc#1234\u0000' },
        'Password must not contain control characters',
      ],
      [{ oldPassword: 'x'.repeat(201), newPassword: NEW_PASSWORD }, 'Invalid Old Password'],
      [
        { oldPassword: 'x', newPassword: NEW_PASSWORD, type: 'master' },
        'property type should not exist',
      ],
    ])('answers 400 for %j', async (body, message) => {
      const { agent } = await adminAgent(t);
      const res = await call(agent, 'post', '/api/admin/changePassword', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('POST /api/admin/updateAdmin/', () => {
    it('updates the name and lower-cased e-mail, with or without the trailing slash', async () => {
      const { agent, admin } = await adminAgent(t);
      const email = `Renamed-${Date.now()}@Example.com`;
      const res = await call(agent, 'post', '/api/admin/updateAdmin/', {
        email,
        fullname: '  Almaz Bekele ',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: admin.id,
        fullname: 'Almaz Bekele',
        email: email.toLowerCase(),
        type: 'admin',
      });
      expect((await agent.get('/api/admin/me')).body.email).toBe(email.toLowerCase());
      const again = await call(agent, 'post', '/api/admin/updateAdmin', {
        email,
        fullname: 'Almaz B.',
      });
      expect(again.status).toBe(200);
      expect(again.body.fullname).toBe('Almaz B.');
      expect((await auditOf(t, email.toLowerCase())).map((a) => a.action)).toEqual([
        'admin.profile_updated',
        'admin.profile_updated',
      ]);
    });

    it('answers 409 "Email Already in use" for another admin’s e-mail', async () => {
      const { agent } = await adminAgent(t);
      const other = await insertAdmin(t);
      const res = await call(agent, 'post', '/api/admin/updateAdmin/', {
        email: other.email.toUpperCase(),
        fullname: 'Someone',
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ statusCode: 409, message: 'Email Already in use' });
    });

    it('answers 409 to one of two admins taking the same new e-mail at once', async () => {
      const [a, b] = [await adminAgent(t), await adminAgent(t)];
      const email = `race-${Date.now()}@example.com`;
      const answers = await Promise.all(
        [a, b].map(({ agent }) =>
          call(agent, 'post', '/api/admin/updateAdmin/', { email, fullname: 'Racer' }),
        ),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    });

    it.each([
      [{ fullname: 'A' }, 'This field is required'],
      [{ email: '', fullname: 'A' }, 'This field is required'],
      [{ email: 7, fullname: 'A' }, 'This field is required'],
      [{ email: 'not-an-address', fullname: 'A' }, 'Please enter a valid email address'],
      [{ email: 'a\u0000@example.com', fullname: 'A' }, 'Please enter a valid email address'],
      [{ email: 'a@example.com' }, 'This field is required!!'],
      [{ email: 'a@example.com', fullname: '   ' }, 'This field is required!!'],
      [{ email: 'a@example.com', fullname: { a: { b: {} } } }, 'This field is required!!'],
      [
        { email: 'a@example.com', fullname: '<b>Bold</b>' },
        'Invalid Input! Please enter text only.',
      ],
      [
        { email: 'a@example.com', fullname: 'Nul\u0000Byte' },
        'Invalid Input! Please enter text only.',
      ],
      [
        { email: 'a@example.com', fullname: 'Line\nBreak' },
        'Invalid Input! Please enter text only.',
      ],
      [
        { email: 'a@example.com', fullname: 'Lone \ud800' },
        'Invalid Input! Please enter text only.',
      ],
      [{ email: 'a@example.com', fullname: 'x'.repeat(101) }, 'Full name is too long'],
      [{ email: 'a@example.com', fullname: 'A', type: 'master' }, 'property type should not exist'],
    ])('answers 400 for %j', async (body, message) => {
      const { agent } = await adminAgent(t);
      const res = await call(agent, 'post', '/api/admin/updateAdmin/', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('answers 400 for a body nested very deep', async () => {
      const { agent } = await adminAgent(t);
      const deep = `{"email":"a@example.com","fullname":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
      const token = (await agent.get('/api/user/token')).body.csrfToken as string;
      const res = await agent
        .post('/api/admin/updateAdmin/')
        .set('x-csrf-token', token)
        .set('Content-Type', 'application/json')
        .send(deep);
      expect(res.status).toBe(400);
    });
  });

  describe('who may call', () => {
    const calls = [
      ['/api/admin/changePassword', { oldPassword: 'Wrong#2026', newPassword: NEW_PASSWORD }, 403],
      ['/api/admin/updateAdmin/', { email: 'x@example.com', fullname: 'X' }, 200],
    ] as const;

    it.each(calls)(
      '%s: 401 anonymous and customer, open to admins and masters',
      async (path, body) => {
        const anonymous = await call(t.agent(), 'post', path, body);
        expect(anonymous.status).toBe(401);
        expect(anonymous.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
        expect((await call((await customerAgent(t)).agent, 'post', path, body)).status).toBe(401);
      },
    );

    it('answers admins and masters', async () => {
      for (const type of ['admin', 'master'] as const) {
        const { agent, admin } = await adminAgent(t, type);
        const renamed = await call(agent, 'post', '/api/admin/updateAdmin/', {
          email: admin.email,
          fullname: 'Same Person',
        });
        expect(renamed.status).toBe(200);
        const changed = await call(agent, 'post', '/api/admin/changePassword', {
          oldPassword: admin.password,
          newPassword: NEW_PASSWORD,
        });
        expect(changed.status).toBe(200);
      }
    });
  });
});
