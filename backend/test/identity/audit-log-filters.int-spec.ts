import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { adminAgent } from '../support/admins';
import { ownDatabase } from '../support/databases';
import { createTestApp, TestApp } from '../support/test-app';

describe('audit log filters (GET /audit-log: admin, from, to)', () => {
  let t: TestApp;
  let master: TestAgent;

  const list = (filter: object) =>
    master.get('/api/admin/audit-log').query({ filter: JSON.stringify(filter), range: '[0,49]' });

  beforeAll(async () => {
    t = await createTestApp({}, { DATABASE_URL: await ownDatabase('audit_filters') });
    master = (await adminAgent(t, 'master')).agent;
    const db = t.app.get(DataSource);
    await db.query('DELETE FROM admin_audit_log');
    await db.query(
      `INSERT INTO admin_audit_log (at, admin_email, action, detail) VALUES
         ('2026-03-01T23:59:00Z', 'ana@example.com', 'admin.login', 'a1'),
         ('2026-03-02T00:00:00Z', 'ana@example.com', 'admin.login', 'a2'),
         ('2026-03-03T12:00:00Z', 'ben@example.com', 'admin.login', 'b1'),
         ('2026-03-04T00:00:00Z', 'ana@example.com', 'admin.login', 'a3')`,
    );
  });
  afterAll(() => t?.close());

  it("keeps one admin's entries (any case) between two UTC days, inclusive", async () => {
    const details = (res: { body: { detail: string }[] }) => res.body.map((e) => e.detail);
    const ana = await list({ admin: 'ANA@example.com' }).expect(200);
    expect(details(ana)).toEqual(['a3', 'a2', 'a1']);
    expect(ana.headers['content-range']).toBe('audit-log 0-2/3');
    expect(details(await list({ from: '2026-03-02', to: '2026-03-03' }).expect(200))).toEqual([
      'b1',
      'a2',
    ]);
    expect(
      details(await list({ admin: 'ana@example.com', from: '2026-03-02' }).expect(200)),
    ).toEqual(['a3', 'a2']);
    expect(details(await list({ to: '2026-03-01' }).expect(200))).toEqual(['a1']);
  });

  it.each([
    [{ admin: 'ana' }, 'Invalid filter: admin: expected an e-mail address'],
    [{ from: '2026-3-1' }, 'Invalid filter: from: expected a day as YYYY-MM-DD'],
    [{ to: '2026-02-30' }, 'Invalid filter: to: not a day of the calendar'],
    [
      { from: '2026-03-04', to: '2026-03-01' },
      'Invalid filter: the "from" day is after the "to" day',
    ],
  ])('refuses %j with 400: %s', async (filter, message) => {
    const res = await list(filter);
    expect([res.status, res.body]).toEqual([400, { statusCode: 400, message }]);
  });
});
