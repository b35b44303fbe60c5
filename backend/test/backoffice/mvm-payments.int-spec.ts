import { DataSource } from 'typeorm';
import { expectRefusedToOutsiders } from '../support/access-checks';
import { adminAgent, auditOf } from '../support/admins';
import { ownDatabase } from '../support/databases';
import { call } from '../support/http';
import { createTestApp, TestApp } from '../support/test-app';

/** The back office's read-only Mvm payment list and its CSV (ra-data-simple-rest dialect). */
describe('back office: Mvm payments', () => {
  let t: TestApp;
  let db: DataSource;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({}, { DATABASE_URL: await ownDatabase('mvm_admin') });
    db = t.app.get(DataSource);
    const rows: [string, string, string, string, string, number, string | null, string][] = [
      // key, provider, status, payer, description, cents, ref, created
      ['paid', 'paypal', 'PAID', 'Abebe Kebede', 'March fee', 12_050, 'CAP-111', '2026-03-01'],
      ['card', 'stripe', 'PAID', 'Sara Tesfaye', 'Hosting', 50_000, 'pi_222', '2026-03-05'],
      ['failed', 'paypal', 'FAILED', '=HYPERLINK("x")', 'Formula', 100, null, '2026-03-10'],
      ['pending', 'stripe', 'PENDING', 'Dawit Alemu', 'April fee', 9_900, null, '2026-04-01'],
    ];
    for (const [key, provider, status, payer, description, cents, ref, created] of rows) {
      const [row] = await db.query(
        `INSERT INTO mvm_payments (kind, course, payer_name, description, amount_cents, provider,
           provider_order_id, provider_ref, status, created_at, paid_at)
         VALUES ('course', 'Python I', $1, $2, $3, $4, $5, $6, $7, $8::timestamptz,
           CASE WHEN $7 = 'PAID' THEN $8::timestamptz END) RETURNING id`,
        [payer, description, cents, provider, `ORD-${key}`, ref, status, `${created}T10:00:00Z`],
      );
      ids[key] = row.id;
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (query: Record<string, string> = {}) => {
    const { agent } = await adminAgent(t, 'admin');
    const qs = new URLSearchParams(query);
    return call(agent, 'get', `/api/admin/mvm-payments?${qs}`);
  };

  it('is for admins only (master admins too)', async () => {
    await expectRefusedToOutsiders(t, 'get', '/api/admin/mvm-payments', 'admin');
    await expectRefusedToOutsiders(t, 'get', '/api/admin/mvm-payments.csv', 'admin');
    const { agent: master } = await adminAgent(t, 'master');
    expect((await call(master, 'get', '/api/admin/mvm-payments')).status).toBe(200);
  });

  it('lists newest first with Content-Range, paged by range', async () => {
    const res = await list({ range: '[0,1]' });
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBe('mvm-payments 0-1/4');
    expect(res.body.map((r: { id: string }) => r.id)).toEqual([ids.pending, ids.failed]);
    expect(res.body[1]).toEqual({
      id: ids.failed,
      status: 'FAILED',
      provider: 'paypal',
      kind: 'course',
      course: 'Python I',
      payerName: '=HYPERLINK("x")',
      payerEmail: null,
      description: 'Formula',
      amountUsd: '1.00',
      providerOrderId: 'ORD-failed',
      providerRef: null,
      failureReason: null,
      createdAt: '2026-03-10T10:00:00.000Z',
      paidAt: null,
    });
    const sorted = await list({ sort: '["amountUsd","DESC"]' });
    expect(sorted.body.map((r: { id: string }) => r.id)).toEqual([
      ids.card,
      ids.paid,
      ids.pending,
      ids.failed,
    ]);
  });

  it.each([
    [{ q: 'abebe' }, ['paid']],
    [{ q: 'CAP-111' }, ['paid']],
    [{ q: 'hosting' }, ['card']],
    [{ status: 'PAID' }, ['card', 'paid']],
    [{ provider: 'stripe' }, ['pending', 'card']],
    [{ from: '2026-03-05', to: '2026-03-31' }, ['failed', 'card']],
    [{ status: 'PAID', provider: 'paypal' }, ['paid']],
  ])('filters %p', async (filter, keys) => {
    const res = await list({ filter: JSON.stringify(filter) });
    expect(res.body.map((r: { id: string }) => r.id)).toEqual(keys.map((k) => ids[k]));
    expect(res.headers['content-range']).toBe(`mvm-payments 0-${keys.length - 1}/${keys.length}`);
  });

  it('shows one payment; 404 unknown, 400 not a uuid', async () => {
    const { agent } = await adminAgent(t, 'admin');
    const one = await call(agent, 'get', `/api/admin/mvm-payments/${ids.card}`);
    expect([one.status, one.body.id, one.body.providerRef]).toEqual([200, ids.card, 'pi_222']);
    const unknown = await call(
      agent,
      'get',
      '/api/admin/mvm-payments/00000000-0000-4000-8000-000000000000',
    );
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Payment not found']);
    const bad = await call(agent, 'get', '/api/admin/mvm-payments/nope');
    expect([bad.status, bad.body.message]).toEqual([400, 'Invalid payment id']);
    await expectRefusedToOutsiders(t, 'get', `/api/admin/mvm-payments/${ids.card}`, 'admin');
  });

  it('finds a payment by the beginning of its id', async () => {
    const res = await list({ filter: JSON.stringify({ q: ids.card.slice(0, 8) }) });
    expect(res.body.map((r: { id: string }) => r.id)).toContain(ids.card);
  });

  it.each([
    [{ filter: '{"status":"DONE"}' }, 'status must be one of PENDING, PAID, FAILED, CANCELLED'],
    [{ filter: '{"provider":"visa"}' }, 'provider must be paypal or stripe'],
    [{ filter: '{"country":"Ethiopia"}' }, 'The filters are q, status, provider, from and to'],
    [{ filter: '{"q":"ab"}' }, 'The search needs at least 3 characters'],
    [{ filter: '{"from":"2026-02-30"}' }, 'from must be a date YYYY-MM-DD'],
    [{ filter: '{"from":"2026-04-01","to":"2026-03-01"}' }, 'from must not be after to'],
    [{ filter: 'nope' }, 'filter must be a JSON object'],
    [
      { sort: '["description","ASC"]' },
      'sort must be a JSON array [field, "ASC" or "DESC"] of a sortable field',
    ],
    [{ range: '[5,1]' }, 'The range must end at or after its start and hold at most 100 rows'],
  ])('refuses %p: 400 %p', async (query, message) => {
    const res = await list(query);
    expect([res.status, res.body.message]).toEqual([400, message]);
  });

  it('exports the filtered list as mvm-payments.csv in words, formula cells defused, audited', async () => {
    const { agent, admin } = await adminAgent(t, 'admin');
    const res = await agent
      .get('/api/admin/mvm-payments.csv')
      .query({ filter: JSON.stringify({ provider: 'paypal' }) })
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.on('data', (c: Buffer) => (text += c.toString()));
        r.on('end', () => done(null, text));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="mvm-payments.csv"');
    const lines = (res.body as string).trim().split('\n');
    expect(lines[0]).toBe(
      'Transaction ID,Status,Provider,Kind,Course or Project,Payer Name,Payer Email,Description,Amount USD,Provider Order,Provider Reference,Created Date,Paid Date',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${ids.failed},Failed,PayPal,Course,Python I,"'=HYPERLINK(""x"")"`);
    expect(lines[2]).toBe(
      `${ids.paid},Paid,PayPal,Course,Python I,Abebe Kebede,,March fee,120.50,ORD-paid,CAP-111,2026-03-01T10:00:00Z,2026-03-01T10:00:00Z`,
    );
    expect(await auditOf(t, admin.email)).toContainEqual({
      action: 'mvm_payments.csv_export',
      detail: '{"filter":{"provider":"paypal"}}',
    });
    const bad = await call(
      agent,
      'get',
      '/api/admin/mvm-payments.csv?filter=%7B%22status%22%3A1%7D',
    );
    expect([bad.status, bad.body.message]).toEqual([
      400,
      'status must be one of PENDING, PAID, FAILED, CANCELLED',
    ]);
  });
});
