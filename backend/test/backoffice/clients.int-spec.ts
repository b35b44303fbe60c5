import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from '../support/test-app';
import { adminAgent } from '../support/admins';
import { withCsrf } from '../support/http';
import { insertCustomer } from '../support/customers';
import { ownDatabase } from '../support/databases';

describe('client list (POST /getUsers, GET /clients)', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: TestAgent;
  let hanaId: string;

  beforeAll(async () => {
    t = await createTestApp({}, { DATABASE_URL: await ownDatabase('clients') });
    db = t.app.get(DataSource);
    admin = await withCsrf((await adminAgent(t)).agent);
    hanaId = await insertCustomer(db, 'hana.girma@example.com', 'Hana Girma', '+251 911 555 123');
    await insertCustomer(db, 'abebe@mail.org', 'Abebe Bekele', '+254700111222');
    await insertCustomer(db, 'zed@example.com', 'Zed Otieno', '+256700333444');
  });
  afterAll(() => t?.close());

  it('answers start..end by name with the count, and finds by name, e-mail or telephone', async () => {
    const all = await admin.post('/api/admin/getUsers').send({ start: 1, end: 10 });
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(3);
    expect(all.body.users.map((u: { fullname: string }) => u.fullname)).toEqual([
      'Abebe Bekele',
      'Hana Girma',
      'Zed Otieno',
    ]);
    expect(all.body.users[1]).toEqual({
      id: hanaId,
      fullname: 'Hana Girma',
      email: 'hana.girma@example.com',
      telephone: '+251 911 555 123',
    });
    for (const q of ['girma', 'HANA.G', '911555', '555-123'])
      expect((await admin.post('/api/admin/getUsers').send({ start: 1, end: 10, q })).body).toEqual(
        {
          count: 1,
          users: [expect.objectContaining({ id: hanaId })],
        },
      );
  });

  it('speaks react-admin: range, sort by e-mail, Content-Range, one client by id', async () => {
    const res = await admin
      .get('/api/admin/clients')
      .query({ range: '[1,2]', sort: '["email","DESC"]', filter: '{"q":"example"}' });
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBe('clients 1-1/2');
    expect(res.body.map((c: { email: string }) => c.email)).toEqual(['hana.girma@example.com']);
    expect((await admin.get(`/api/admin/clients/${hanaId}`)).body.fullname).toBe('Hana Girma');
    const missing = await admin.get('/api/admin/clients/00000000-0000-0000-0000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Client not found');
  });

  it.each([
    [
      '/api/admin/clients?sort=["telephone","ASC"]',
      'sort must be a JSON array [field, "ASC" or "DESC"] of a sortable field',
    ],
    ['/api/admin/clients?filter={"email":"x"}', 'The only client filter is q'],
    [
      '/api/admin/clients?range=[0,100]',
      'The range must end at or after its start and hold at most 100 rows',
    ],
    ['/api/admin/clients/not-a-uuid', 'The client id must be a UUID'],
  ])('refuses %s with 400', async (path, message) => {
    const res = await admin.get(path);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses bad bodies on POST /getUsers with 400', async () => {
    const res = await admin.post('/api/admin/getUsers').send({ start: 1, end: 10, q: ['x'] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The search must be plain text');
    expect((await t.agent().get('/api/admin/clients')).status).toBe(401);
  });
});
