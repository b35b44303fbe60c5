import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from '../support/test-app';
import { adminAgent } from '../support/admins';
import { withCsrf } from '../support/http';
import { insertCustomer } from '../support/customers';
import { insertOrders } from '../support/orders';
import { ownDatabase } from '../support/databases';

/** The rollup must always equal a GROUP BY of the orders: the list's counts and pages rely on it. */
describe('order_daily_counts, kept by triggers', () => {
  let t: TestApp;
  let db: DataSource;
  let customer: string;

  beforeAll(async () => {
    t = await createTestApp({}, { DATABASE_URL: await ownDatabase('rollup') });
    db = t.app.get(DataSource);
    customer = await insertCustomer(db, 'rollup@example.com');
  });
  afterAll(() => t?.close());

  async function expectRollupExact(): Promise<void> {
    const drift = await db.query(
      `SELECT * FROM (
         SELECT (created_at AT TIME ZONE 'UTC')::date AS day, status, country, count(*)::int AS orders,
           sum(amount_cents + service_charge_cents)::bigint AS revenue_cents
         FROM top_up_orders GROUP BY 1, 2, 3) actual
       FULL JOIN (SELECT * FROM order_daily_counts WHERE orders <> 0 OR revenue_cents <> 0) kept
         USING (day, status, country)
       WHERE actual.orders IS DISTINCT FROM kept.orders OR actual.revenue_cents IS DISTINCT FROM kept.revenue_cents`,
    );
    expect(drift).toEqual([]);
  }

  it('counts inserts by UTC day, status and country, with revenue', async () => {
    await insertOrders(db, [
      {
        customerId: customer,
        createdAt: '2025-05-01T23:59:59Z',
        country: 'Kenya',
        amountCents: 1000,
      },
      {
        customerId: customer,
        createdAt: '2025-05-02T00:00:00Z',
        country: 'Kenya',
        amountCents: 500,
      },
      {
        customerId: customer,
        createdAt: '2025-05-02T10:00:00Z',
        country: 'Kenya',
        amountCents: 500,
      },
    ]);
    const rows = await db.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, orders, revenue_cents::int AS revenue FROM order_daily_counts
       WHERE country = 'Kenya' ORDER BY day`,
    );
    expect(rows).toEqual([
      { day: '2025-05-01', orders: 1, revenue: 1080 },
      { day: '2025-05-02', orders: 2, revenue: 1160 },
    ]);
    await expectRollupExact();
  });

  it('moves an order between buckets on a status change, and ignores other updates', async () => {
    const [id] = await insertOrders(db, [
      { customerId: customer, status: 'PENDING_PAYMENT', country: 'Ghana' },
    ]);
    await db.query(`UPDATE top_up_orders SET status = 'PAID', payment_ref = 'pi_1' WHERE id = $1`, [
      id,
    ]);
    await db.query(`UPDATE top_up_orders SET provider_transaction_id = 'dt_1' WHERE id = $1`, [id]);
    await db.query(
      `UPDATE top_up_orders SET status = 'COMPLETED', completed_at = now() WHERE id = $1`,
      [id],
    );
    await expectRollupExact();
    const agent = await withCsrf((await adminAgent(t)).agent);
    const res = await agent
      .post('/api/admin/topupTransaction')
      .send({ start: 1, end: 10, country: 'Ghana', status: 'COMPLETED' });
    expect(res.body.count).toBe(1);
    expect(res.body.transactions[0].id).toBe(id);
  });

  it('stays exact when many orders move at once, concurrently, in both directions', async () => {
    const ids = await insertOrders(
      db,
      Array.from({ length: 40 }, (_, i) => ({
        customerId: customer,
        status: i % 2 ? 'SUBMITTED' : 'COMPLETED',
        country: 'Uganda',
        createdAt: '2025-05-03T12:00:00Z',
      })),
    );
    // Orders cross between the same two buckets in both directions at once (country changes)
    // while changing status too: buckets are locked in key order, so nobody deadlocks.
    await Promise.all(
      ids.map((id, i) =>
        db.transaction(async (m) => {
          await m.query(
            `UPDATE top_up_orders SET country = CASE country WHEN 'Uganda' THEN 'Kenya' ELSE 'Uganda' END WHERE id = $1`,
            [id],
          );
          await m.query(`UPDATE top_up_orders SET status = $2, country = 'Uganda' WHERE id = $1`, [
            id,
            i % 2 ? 'COMPLETED' : 'FAILED',
          ]);
        }),
      ),
    );
    await Promise.all(
      ids
        .filter((_, i) => i % 2 === 0)
        .map((id) => db.query(`UPDATE top_up_orders SET status = 'REFUNDED' WHERE id = $1`, [id])),
    );
    await expectRollupExact();
    const [{ completed }] = await db.query(
      `SELECT orders AS completed FROM order_daily_counts WHERE day = '2025-05-03' AND country = 'Uganda' AND status = 'COMPLETED'`,
    );
    expect(completed).toBe(20);
  });

  it('follows deletes', async () => {
    const [id] = await insertOrders(db, [{ customerId: customer, country: 'Rwanda' }]);
    await db.query(`DELETE FROM top_up_orders WHERE id = $1`, [id]);
    await expectRollupExact();
  });
});
