import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from '../support/test-app';
import {
  BROAD_SEARCH_DEPTH,
  SEARCH_COUNT_CAP,
} from '@modules/backoffice/infra/transaction.read-model';
import { adminAgent } from '../support/admins';
import { withCsrf } from '../support/http';
import { insertCustomer } from '../support/customers';
import { insertOrders } from '../support/orders';
import { ownDatabase } from '../support/databases';
import { ORDER_STATUSES } from '@modules/orders/domain/order-status';
import { ORDER_STATUS_WORDS } from '@modules/orders/services/order-statuses';

const COUNTRIES = ['Ethiopia', 'Kenya', 'Ghana'];

describe('admin transaction list (POST /topupTransaction, GET /transactions)', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: TestAgent;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    t = await createTestApp({}, { DATABASE_URL: await ownDatabase('txlist') });
    db = t.app.get(DataSource);
    admin = await withCsrf((await adminAgent(t)).agent);
    alice = await insertCustomer(db, 'alice.abebe@example.com');
    bob = await insertCustomer(db, 'bob_k@mail.org');
    // 60 orders over 20 days (several a day, so pages cross day boundaries), every status.
    await insertOrders(
      db,
      Array.from({ length: 60 }, (_, i) => ({
        customerId: i % 3 ? alice : bob,
        telenumber: `+2519110${String(i).padStart(5, '0')}`,
        country: COUNTRIES[i % 3],
        status: ORDER_STATUSES[i % ORDER_STATUSES.length],
        createdAt: new Date(Date.UTC(2025, 2, 1 + Math.floor(i / 3), 10, i)).toISOString(),
        completedAt:
          i % 7 === 3 ? new Date(Date.UTC(2025, 2, 1 + Math.floor(i / 3), 11)).toISOString() : null,
        amountCents: 500 + i,
      })),
    );
  });
  afterAll(() => t?.close());

  const topup = (body: object) => admin.post('/api/admin/topupTransaction').send(body);
  const raList = (query: Record<string, string>) =>
    admin.get('/api/admin/transactions').query(query);

  /** The ids the filter should find, newest first, straight from SQL. */
  async function expectedIds(
    where = 'true',
    params: unknown[] = [],
    dir = 'DESC',
  ): Promise<string[]> {
    const rows = await db.query(
      `SELECT o.id FROM top_up_orders o JOIN customers c ON c.id = o.customer_id WHERE ${where}
       ORDER BY o.created_at ${dir}, o.id ${dir}`,
      params,
    );
    return rows.map((r: { id: string }) => r.id);
  }

  it('answers 401 without an admin session', async () => {
    const anonymous = t.agent();
    expect((await anonymous.get('/api/admin/transactions')).status).toBe(401);
    expect((await anonymous.get('/api/admin/countries')).status).toBe(401);
    expect((await anonymous.get('/api/admin/generateCsv')).body).toEqual({
      statusCode: 401,
      message: 'Unauthorized',
    });
  });

  it('answers rows start..end (1-based) with the count, newest first, in the contract shape', async () => {
    const res = await topup({ start: 1, end: 10 });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(60);
    expect(res.body.transactions.map((r: { id: string }) => r.id)).toEqual(
      (await expectedIds()).slice(0, 10),
    );
    const [newest] = await db.query(
      `SELECT id, created_at, amount_cents FROM top_up_orders ORDER BY created_at DESC LIMIT 1`,
    );
    expect(res.body.transactions[0]).toEqual({
      id: newest.id,
      user: { email: 'alice.abebe@example.com' },
      telenumber: '+251911000059',
      country: 'Ghana',
      amount: 6.39, // 559 + 80 cents
      cost: null, // seeded as orders from before DT One's price was kept
      submitted: newest.created_at.toISOString(),
      completed: '2025-03-20T11:00:00.000Z',
      // The seed's statuses cycle through ORDER_STATUSES: the 60th order's comes from where the
      // cycle stops.
      status: ORDER_STATUSES[59 % ORDER_STATUSES.length],
      transtatus: ORDER_STATUS_WORDS[ORDER_STATUSES[59 % ORDER_STATUSES.length]],
    });
    const delivered = (await topup({ start: 1, end: 100, status: 'COMPLETED' })).body
      .transactions[0];
    expect(delivered).toMatchObject({
      transtatus: 'Delivered',
      completed: expect.stringMatching(/^2025-03-/),
    });
  });

  it('pages through the whole list in both dialects and both directions, every row once', async () => {
    const all = await expectedIds();
    const seed: string[] = [];
    for (let start = 1; start <= 63; start += 7) {
      const res = await topup({ start, end: start + 6 });
      seed.push(...res.body.transactions.map((r: { id: string }) => r.id));
    }
    expect(seed).toEqual(all);

    const ra: string[] = [];
    for (let first = 0; first < 60; first += 8) {
      const res = await raList({ range: JSON.stringify([first, first + 7]) });
      expect(res.status).toBe(200);
      const last = Math.min(first + 7, 59);
      expect(res.headers['content-range']).toBe(`transactions ${first}-${last}/60`);
      ra.push(...res.body.map((r: { id: string }) => r.id));
    }
    expect(ra).toEqual(all);

    const asc = await raList({ range: '[0,99]', sort: '["submitted","ASC"]' });
    expect(asc.body.map((r: { id: string }) => r.id)).toEqual(await expectedIds('true', [], 'ASC'));
    const middleAsc = await raList({ range: '[25,34]', sort: '["submitted","ASC"]' });
    expect(middleAsc.body.map((r: { id: string }) => r.id)).toEqual(
      (await expectedIds('true', [], 'ASC')).slice(25, 35),
    );

    const past = await raList({ range: '[500,509]' });
    expect(past.body).toEqual([]);
    expect(past.headers['content-range']).toBe('transactions */60');
  });

  it.each([
    ['status', { status: 'FAILED' }, `o.status = 'FAILED'`],
    ['country', { country: 'Kenya' }, `o.country = 'Kenya'`],
    ['from', { from: '2025-03-15' }, `o.created_at >= '2025-03-15T00:00:00Z'`],
    ['to (inclusive)', { to: '2025-03-02' }, `o.created_at < '2025-03-03T00:00:00Z'`],
    ['one day', { from: '2025-03-05', to: '2025-03-05' }, `o.created_at::date = '2025-03-05'`],
    [
      'status + country + dates',
      { status: 'PAID', country: 'Ghana', from: '2025-03-01', to: '2025-03-20' },
      `o.status = 'PAID' AND o.country = 'Ghana'`,
    ],
    ['e-mail substring', { q: 'ALICE.ab' }, `c.email LIKE '%alice.ab%'`],
    ['e-mail with a LIKE wildcard taken literally', { q: 'bob_k' }, `c.email = 'bob_k@mail.org'`],
    ['receiver digits, formatted', { q: '911-000 04' }, `o.telenumber LIKE '%91100004%'`],
    ['nothing found', { q: 'nobody@nowhere' }, 'false'],
    [
      'search + status',
      { q: 'alice', status: 'CANCELLED' },
      `c.email LIKE 'alice%' AND o.status = 'CANCELLED'`,
    ],
  ])('filters by %s, with a count equal to SQL', async (_name, filter, where) => {
    const expected = await expectedIds(where);
    const seed = await topup({ start: 1, end: 100, ...filter });
    expect(seed.status).toBe(200);
    expect(seed.body.count).toBe(expected.length);
    expect(seed.body.transactions.map((r: { id: string }) => r.id)).toEqual(expected);
    const ra = await raList({ filter: JSON.stringify(filter), range: '[0,99]' });
    expect(ra.body.map((r: { id: string }) => r.id)).toEqual(expected);
    expect(ra.headers['content-range']).toMatch(new RegExp(`/${expected.length}$`));
  });

  it('finds a transaction by its id or the beginning of it', async () => {
    const [{ id }] = await db.query(
      `SELECT id FROM top_up_orders ORDER BY created_at LIMIT 1 OFFSET 17`,
    );
    for (const q of [id, id.toUpperCase(), id.slice(0, 13)]) {
      const res = await topup({ start: 1, end: 10, q });
      expect(res.body.transactions.map((r: { id: string }) => r.id)).toContain(id);
      expect(res.body.count).toBe(
        (
          await expectedIds(`o.id::text LIKE $1 OR c.email LIKE $2`, [
            `${q.toLowerCase()}%`,
            `%${q.toLowerCase()}%`,
          ])
        ).length,
      );
    }
  });

  it('counts an order matched by both its customer e-mail and its receiver digits once', async () => {
    // The count adds the matched customers' orders to the orders found by their own terms.
    const both = await insertCustomer(db, 'desk91100@example.com');
    await insertOrders(db, [
      { customerId: both, telenumber: '+251911000999', createdAt: '2025-04-01T10:00:00Z' },
      { customerId: both, telenumber: '+254700000001', createdAt: '2025-04-02T10:00:00Z' },
    ]);
    const expected = await expectedIds(
      `c.email LIKE '%91100%' OR digits_only(o.telenumber) LIKE '%91100%'`,
    );
    const res = await topup({ start: 1, end: 100, q: '91100' });
    expect(res.body.count).toBe(expected.length);
    expect(res.body.transactions.map((r: { id: string }) => r.id)).toEqual(expected);
    await db.query(`DELETE FROM top_up_orders WHERE customer_id = $1`, [both]);
  });

  it('pages a broad search (walking the date index) to the same rows as SQL, its newest BROAD_SEARCH_DEPTH', async () => {
    const many = await insertCustomer(db, 'broad.walker@yahoo.example');
    await insertOrders(
      db,
      Array.from({ length: SEARCH_COUNT_CAP + 40 }, (_, i) => ({
        customerId: many,
        createdAt: new Date(Date.UTC(2024, 0, 1, 0, i)).toISOString(),
      })),
    );
    const expected = await expectedIds(`c.email LIKE '%yahoo%'`);
    expect(expected.length).toBeGreaterThanOrEqual(SEARCH_COUNT_CAP);
    for (const start of [1, 301, BROAD_SEARCH_DEPTH - 4]) {
      const res = await topup({ start, end: start + 9, q: 'yahoo' });
      expect(res.body.count).toBe(BROAD_SEARCH_DEPTH);
      expect(res.body.transactions.map((r: { id: string }) => r.id)).toEqual(
        expected.slice(start - 1, Math.min(start + 9, BROAD_SEARCH_DEPTH)),
      );
    }
    const past = await topup({
      start: BROAD_SEARCH_DEPTH + 1,
      end: BROAD_SEARCH_DEPTH + 10,
      q: 'yahoo',
    });
    expect(past.body).toEqual({ count: BROAD_SEARCH_DEPTH, transactions: [] });
    await db.query(`DELETE FROM top_up_orders WHERE customer_id = $1`, [many]);
  }, 60_000);

  it.each([
    ['amount', '(o.amount_cents + o.service_charge_cents)', 'o.created_at'],
    ['country', 'o.country', 'o.created_at'],
    ['completed', 'o.completed_at'], // NULLS LAST going down, FIRST going up (below)
    ['status', 'o.status', 'o.created_at'],
  ])(
    'sorts by %s both ways, alone, filtered and searched, paging every row once',
    async (field, ...columns) => {
      for (const dir of ['ASC', 'DESC']) {
        const nulls =
          field === 'completed' ? (dir === 'DESC' ? ' NULLS LAST' : ' NULLS FIRST') : '';
        const order = [...columns, 'o.id'].map((c, i) => `${c} ${dir}${i ? '' : nulls}`).join(', ');
        const cases: [Record<string, string>, string, unknown[]][] = [
          [{}, 'true', []],
          [{ country: 'Kenya' }, 'o.country = $1', ['Kenya']],
          [{ q: 'alice.abebe' }, "c.email LIKE '%alice.abebe%'", []],
        ];
        for (const [filter, where, params] of cases) {
          const rows = await db.query(
            `SELECT o.id FROM top_up_orders o JOIN customers c ON c.id = o.customer_id
             WHERE ${where} ORDER BY ${order}`,
            params,
          );
          const expected = rows.map((r: { id: string }) => r.id);
          const seen: string[] = [];
          for (let first = 0; first < expected.length; first += 25) {
            const res = await raList({
              filter: JSON.stringify(filter),
              range: `[${first},${first + 24}]`,
              sort: JSON.stringify([field, dir]),
            });
            expect(res.status).toBe(200);
            expect(res.headers['content-range']).toMatch(new RegExp(`/${expected.length}$`));
            seen.push(...res.body.map((r: { id: string }) => r.id));
          }
          expect([field, dir, filter, seen]).toEqual([field, dir, filter, expected]);
        }
      }
    },
  );

  it('treats empty filter values as no filter (a cleared input)', async () => {
    const res = await topup({ start: 1, end: 5, q: '', status: '', from: '', to: '', country: '' });
    expect(res.body.count).toBe(60);
  });

  it('answers the countries of the catalogue and of past orders', async () => {
    const res = await admin.get('/api/admin/countries');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.arrayContaining(COUNTRIES));
    expect([...res.body].sort()).toEqual(res.body);
  });

  const badSeed: [string, object, string][] = [
    [
      'end before start',
      { start: 5, end: 2 },
      'The range must end at or after its start and hold at most 100 rows',
    ],
    [
      'a page of a million',
      { start: 1, end: 1_000_000 },
      'The range must end at or after its start and hold at most 100 rows',
    ],
    ['a huge number', { start: 1e300, end: 1e300 }, 'start must be a whole number from 1'],
    ['text for a number', { start: '1', end: 10 }, 'start must be a whole number from 1'],
    ['start 0', { start: 0, end: 10 }, 'start must be a whole number from 1'],
    ['an unknown field', { start: 1, end: 10, sort: 'x' }, 'property sort should not exist'],
    ['a nested object', { start: 1, end: 10, q: { $gt: '' } }, 'The search must be plain text'],
    // A NUL byte in any field is refused by the validation pipe before the filter is read.
    [
      'a NUL byte',
      { start: 1, end: 10, q: 'abc\u0000def' },
      'q must not contain NUL characters or invalid Unicode',
    ],
    ['a short search', { start: 1, end: 10, q: 'ab' }, 'The search needs at least 3 characters'],
    [
      'a long search',
      { start: 1, end: 10, q: 'x'.repeat(101) },
      'The search can be at most 100 characters',
    ],
    [
      'an unknown status',
      { start: 1, end: 10, status: 'LOST' },
      'status must be one of PENDING_PAYMENT, PAID, SUBMITTED, COMPLETED, FAILED, REFUNDED, CANCELLED',
    ],
    [
      'a status array',
      { start: 1, end: 10, status: ['PAID'] },
      'status must be one of PENDING_PAYMENT, PAID, SUBMITTED, COMPLETED, FAILED, REFUNDED, CANCELLED',
    ],
    [
      'a date that does not exist',
      { start: 1, end: 10, from: '2025-02-30' },
      'from must be a date YYYY-MM-DD',
    ],
    [
      'a date in another format',
      { start: 1, end: 10, to: '03/01/2025' },
      'to must be a date YYYY-MM-DD',
    ],
    [
      'dates reversed',
      { start: 1, end: 10, from: '2025-03-10', to: '2025-03-01' },
      'from must not be after to',
    ],
    [
      'a country object',
      { start: 1, end: 10, country: { a: 1 } },
      'country must be a country name',
    ],
  ];
  it.each(badSeed)(
    'refuses %s on POST /topupTransaction with 400',
    async (_name, body, message) => {
      const res = await topup(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    },
  );

  const badRa: [string, Record<string, string>, string][] = [
    ['invalid JSON in filter', { filter: '{q:' }, 'filter must be a JSON object'],
    ['an array as filter', { filter: '[1]' }, 'filter must be a JSON object'],
    [
      'an unknown filter',
      { filter: '{"amount":1}' },
      'The filters are q, status, from, to and country',
    ],
    ['a nested search', { filter: '{"q":{"a":1}}' }, 'The search must be plain text'],
    ['a NUL byte', { filter: '{"q":"abc\\u0000"}' }, 'The search must be plain text'],
    [
      'a range of a million rows',
      { range: '[0,999999]' },
      'The range must end at or after its start and hold at most 100 rows',
    ],
    [
      'a reversed range',
      { range: '[10,5]' },
      'The range must end at or after its start and hold at most 100 rows',
    ],
    [
      'a huge range',
      { range: '[1e300,1e300]' },
      'range must be a JSON array [first, last] of whole numbers',
    ],
    [
      'a negative range',
      { range: '[-5,4]' },
      'The range must end at or after its start and hold at most 100 rows',
    ],
    [
      'an invalid range',
      { range: 'abc' },
      'range must be a JSON array [first, last] of whole numbers',
    ],
    [
      'an unknown sort field',
      { sort: '["telenumber","DESC"]' },
      'sort must be a JSON array [field, "ASC" or "DESC"] of a sortable field',
    ],
    [
      'an unknown sort order',
      { sort: '["submitted","UP"]' },
      'sort must be a JSON array [field, "ASC" or "DESC"] of a sortable field',
    ],
    ['an unknown query field', { page: '2' }, 'property page should not exist'],
  ];
  it.each(badRa)('refuses %s on GET /transactions with 400', async (_name, query, message) => {
    const res = await raList(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses repeated query fields with 400', async () => {
    const res = await admin.get('/api/admin/transactions?filter={}&filter={}');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('filter must be a JSON object');
  });

  it('describes every endpoint in the OpenAPI document', async () => {
    const doc = (await t.agent().get('/api/docs-json')).body;
    for (const [path, method] of [
      ['/api/admin/topupTransaction', 'post'],
      ['/api/admin/transactions', 'get'],
      ['/api/admin/countries', 'get'],
      ['/api/admin/generateCsv', 'get'],
      ['/api/admin/getUsers', 'post'],
      ['/api/admin/clients', 'get'],
      ['/api/admin/clients/{id}', 'get'],
    ])
      expect(doc.paths[path]?.[method]?.responses?.['200']).toBeDefined();
  });
});
