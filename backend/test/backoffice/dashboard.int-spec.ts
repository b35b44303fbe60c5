import { DataSource } from 'typeorm';
import { adminAgent } from '../support/admins';
import { createTestApp, TestApp } from '../support/test-app';
import { call } from '../support/http';
import { customerAgent } from '../support/customers';
import { expectRefusedToOutsiders } from '../support/access-checks';
import { ownDatabase } from '../support/databases';

const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 24 * 3600 * 1000).toISOString().slice(0, 10);

describe('the dashboard', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    // Its own database: the figures count every order.
    t = await createTestApp({}, { DATABASE_URL: await ownDatabase('dashboard') });
    db = t.app.get(DataSource);
    const { id: customerId } = await customerAgent(t);
    // [days ago, status, amount cents, service charge cents, DT One's price (null: unknown)]
    const orders: [number, string, number, number, number | null][] = [
      [0, 'COMPLETED', 1000, 80, 900],
      [0, 'COMPLETED', 500, 65, null], // from before costs were kept: in no margin
      [0, 'PENDING_PAYMENT', 500, 65, 450],
      [0, 'PAID', 500, 65, 450],
      [2, 'COMPLETED', 2000, 110, 1800],
      [2, 'REFUNDED', 700, 71, 600],
      [2, 'FAILED', 700, 71, 600],
      [2, 'SUBMITTED', 700, 71, 600],
      [2, 'CANCELLED', 700, 71, 600],
      [40, 'COMPLETED', 9900, 347, 9000], // outside 30 days
    ];
    for (const [ago, status, amount, charge, wholesale] of orders)
      await db.query(
        `INSERT INTO top_up_orders (customer_id, product_id, product_name, telenumber, operator_name, country,
           amount_cents, service_charge_cents, status, gateway, created_at, wholesale_cents)
         VALUES ($1, 'p1', 'Demo', '+255754000001', 'Vodacom Tanzania', 'Tanzania', $2, $3, $4, 'stripe',
           date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - make_interval(days => $5) + interval '1 minute',
           $6)`,
        [customerId, amount, charge, status, ago, wholesale],
      );
  });
  afterAll(() => t?.close());

  it('is for admins only', async () => {
    await expectRefusedToOutsiders(t, 'get', '/api/admin/dashboard?days=30', 'admin');
  });

  it('answers per day, totals with the success rate, and what waits', async () => {
    const { agent } = await adminAgent(t, 'admin');
    const res = await call(agent, 'get', '/api/admin/dashboard?days=30');
    expect(res.status).toBe(200);
    expect(res.body.days).toHaveLength(30);
    expect(res.body.days[0].date).toBe(day(29));
    expect(res.body.days[29]).toEqual({
      date: day(0),
      orders: 4,
      completed: 2,
      failed: 0,
      revenue: 16.45,
      cost: 9,
      margin: 1.8, // 10.80 paid - 9.00 charged; the order of unknown cost counts in neither
    });
    expect(res.body.days[27]).toEqual({
      date: day(2),
      orders: 5,
      completed: 1,
      failed: 2,
      revenue: 21.1,
      cost: 18,
      margin: 3.1,
    });
    expect(res.body.days[28]).toEqual({
      date: day(1),
      orders: 0,
      completed: 0,
      failed: 0,
      revenue: 0,
      cost: 0,
      margin: 0,
    });
    expect(res.body.totals).toEqual({
      orders: 9,
      completed: 3,
      revenue: 37.55,
      cost: 27,
      margin: 4.9,
      successRate: 0.6, // 3 / (3 completed + 1 failed + 1 refunded)
    });
    expect(res.body.waiting).toEqual({ payment: 1, fulfilment: 2, refund: 1 });
  });

  it('follows a cost that DT One’s answer replaces, through the rollup', async () => {
    const { agent } = await adminAgent(t, 'admin');
    await db.query(
      `UPDATE top_up_orders SET status = 'COMPLETED', wholesale_cents = 480, completed_at = now()
       WHERE status = 'PAID'`,
    );
    const res = await call(agent, 'get', '/api/admin/dashboard?days=1');
    expect(res.body.totals).toMatchObject({
      completed: 3,
      revenue: 22.1,
      cost: 13.8,
      margin: 2.65,
    });
    await db.query(
      `UPDATE top_up_orders SET status = 'PAID', wholesale_cents = 450, completed_at = null
       WHERE wholesale_cents = 480`,
    );
  });

  it('defaults to 30 days and takes 1 to 366', async () => {
    const { agent } = await adminAgent(t, 'master');
    expect((await call(agent, 'get', '/api/admin/dashboard')).body.days).toHaveLength(30);
    const one = await call(agent, 'get', '/api/admin/dashboard?days=1');
    expect(one.body.days).toEqual([expect.objectContaining({ date: day(0), orders: 4 })]);
    expect(one.body.totals).toEqual({
      orders: 4,
      completed: 2,
      revenue: 16.45,
      cost: 9,
      margin: 1.8,
      successRate: 1,
    });
    const year = await call(agent, 'get', '/api/admin/dashboard?days=366');
    expect(year.body.days).toHaveLength(366);
    expect(year.body.totals.orders).toBe(10);
  });

  it.each([
    'days=0',
    'days=367',
    'days=-1',
    'days=abc',
    'days=1.5',
    'days=1e2',
    'days=0x1f',
    'days=%2030',
    'days=99999999999999999999',
    'days=3%00',
    'days=',
    'days=1&days=2',
    'days=30&extra=1',
  ])('refuses ?%s with 400', async (query) => {
    const { agent } = await adminAgent(t, 'admin');
    const res = await call(agent, 'get', `/api/admin/dashboard?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(400);
    if (!query.includes('extra'))
      expect(res.body.message).toBe('days must be a whole number from 1 to 366');
  });
});
