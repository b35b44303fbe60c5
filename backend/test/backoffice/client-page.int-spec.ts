import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { adminAgent, auditOf } from '../support/admins';
import { insertCustomer } from '../support/customers';
import { ownDatabase } from '../support/databases';
import { insertOrders } from '../support/orders';
import { createTestApp, TestApp } from '../support/test-app';

describe('client page (GET /clients/:id/activity)', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: TestAgent;
  let adminEmail: string;
  let hanaId: string;
  let otherId: string;

  const insertMvmPayment = (email: string | null, created: string, cents = 25_000) =>
    db.query(
      `INSERT INTO mvm_payments (kind, course, payer_name, payer_email, description, amount_cents,
         provider, provider_ref, status, created_at, paid_at)
       VALUES ('course', 'Python I', 'Hana Girma', $1, 'Python I, part 1', $2, 'stripe',
         'pi_' || md5($3), 'PAID', $3::timestamptz, $3::timestamptz)`,
      [email, cents, created],
    );

  beforeAll(async () => {
    t = await createTestApp({}, { DATABASE_URL: await ownDatabase('client_page') });
    db = t.app.get(DataSource);
    const logged = await adminAgent(t);
    admin = logged.agent;
    adminEmail = logged.admin.email;
    hanaId = await insertCustomer(db, 'hana.girma@example.com', 'Hana Girma', '+251911555123');
    otherId = await insertCustomer(db, 'other@example.com', 'Other Person', '+254700111222');
    await insertOrders(db, [
      { customerId: hanaId, createdAt: '2026-01-01T10:00:00Z', country: 'Kenya', amountCents: 500 },
      {
        customerId: hanaId,
        createdAt: '2026-01-03T10:00:00Z',
        completedAt: '2026-01-03T10:01:00Z',
      },
      { customerId: otherId, createdAt: '2026-01-02T10:00:00Z' },
    ]);
    await insertMvmPayment('Hana.Girma@Example.com', '2026-01-05T10:00:00Z');
    await insertMvmPayment('other@example.com', '2026-01-06T10:00:00Z');
    await insertMvmPayment(null, '2026-01-07T10:00:00Z');
  });
  afterAll(() => t?.close());

  it("answers the client's orders and their Mvm payments by e-mail (any case), newest first", async () => {
    const res = await admin.get(`/api/admin/clients/${hanaId}/activity`).expect(200);
    expect(res.body.ordersTotal).toBe(2);
    expect(res.body.orders).toEqual([
      expect.objectContaining({
        user: { email: 'hana.girma@example.com' },
        country: 'Ethiopia',
        amount: 10.8,
        submitted: '2026-01-03T10:00:00.000Z',
        completed: '2026-01-03T10:01:00.000Z',
        status: 'COMPLETED',
      }),
      expect.objectContaining({ country: 'Kenya', amount: 5.8, completed: null }),
    ]);
    expect(res.body.mvmPaymentsTotal).toBe(1);
    expect(res.body.mvmPayments).toEqual([
      expect.objectContaining({
        payerEmail: 'Hana.Girma@Example.com',
        amountUsd: '250.00',
        status: 'PAID',
      }),
    ]);
    // A read like the order page: nothing written to the audit log.
    expect((await auditOf(t, adminEmail)).map((a) => a.action)).toEqual(['admin.login']);
  });

  it('answers empty lists for a client with neither', async () => {
    const quiet = await insertCustomer(db, 'quiet@example.com', 'Quiet One', '+254700999888');
    const res = await admin.get(`/api/admin/clients/${quiet}/activity`).expect(200);
    expect(res.body).toEqual({ orders: [], ordersTotal: 0, mvmPayments: [], mvmPaymentsTotal: 0 });
  });

  it('refuses a malformed id (400) and answers an unknown client 404, with clear messages', async () => {
    const bad = await admin.get('/api/admin/clients/not-a-uuid/activity');
    expect([bad.status, bad.body]).toEqual([
      400,
      { statusCode: 400, message: 'The client id must be a UUID' },
    ]);
    const missing = await admin.get(
      '/api/admin/clients/00000000-0000-4000-8000-000000000000/activity',
    );
    expect([missing.status, missing.body]).toEqual([
      404,
      { statusCode: 404, message: 'Client not found' },
    ]);
  });

  it('is for admins only: anonymous visitors get 401', async () => {
    expect((await t.agent().get(`/api/admin/clients/${hanaId}/activity`)).status).toBe(401);
  });
});
