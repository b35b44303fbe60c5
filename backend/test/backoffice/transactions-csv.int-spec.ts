import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { CsvExportConnections } from '@modules/backoffice/infra/csv-export-connections';
import { createTestApp, TestApp } from '../support/test-app';
import { adminAgent, auditOf } from '../support/admins';
import { cookieHeader, withCsrf } from '../support/http';
import { insertCustomer } from '../support/customers';
import { insertOrders } from '../support/orders';
import { ownDatabase } from '../support/databases';

const HEADER =
  'Transaction ID,Sender Email,Receiver Mobile Number,Country,Amount USD,DT One Cost USD,Submitted Date,Completed Date,Transaction Status';

describe('CSV export (GET /generateCsv)', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: TestAgent;
  let adminEmail: string;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({}, { DATABASE_URL: await ownDatabase('csv') });
    db = t.app.get(DataSource);
    const session = await adminAgent(t);
    admin = await withCsrf(session.agent);
    adminEmail = session.admin.email;
    cookie = cookieHeader(session.agent);
    const plain = await insertCustomer(db, 'plain@example.com');
    const formula = await insertCustomer(db, '=hyperlink("x")@evil.com');
    const at = await insertCustomer(db, '@sum(a1)@evil.com');
    await insertOrders(db, [
      {
        customerId: plain,
        telenumber: '+251911000001',
        status: 'COMPLETED',
        createdAt: '2025-04-01T08:00:00Z',
        completedAt: '2025-04-01T08:01:00Z',
        amountCents: 1000,
        wholesaleCents: 918,
      },
      {
        customerId: formula,
        telenumber: '-2+3',
        country: '\tTabland',
        status: 'FAILED',
        createdAt: '2025-04-02T08:00:00Z',
      },
      {
        customerId: at,
        telenumber: '=1+1',
        country: '\rCarriage',
        status: 'PENDING_PAYMENT',
        createdAt: '2025-04-03T08:00:00Z',
      },
      {
        customerId: plain,
        telenumber: '+254700000000',
        country: 'Kenya, "East"',
        status: 'REFUNDED',
        createdAt: '2025-04-04T08:00:00Z',
      },
    ]);
  });
  afterAll(() => t?.close());

  const csvLines = (text: string) => text.split('\n').filter(Boolean);

  it('streams the list columns as a CSV attachment, newest first, and records it in the audit log', async () => {
    const res = await admin
      .get('/api/admin/generateCsv')
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.on('data', (c: Buffer) => (text += c.toString('utf8')));
        r.on('end', () => done(null, text));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="transactions.csv"');
    expect(res.headers['x-accel-buffering']).toBe('no');
    const lines = csvLines(res.body as string);
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(5);
    const [first] = await db.query(
      `SELECT id FROM top_up_orders WHERE telenumber = '+251911000001'`,
    );
    expect(lines[4]).toBe(
      `${first.id},plain@example.com,'+251911000001,Ethiopia,10.80,9.18,2025-04-01T08:00:00Z,2025-04-01T08:01:00Z,Delivered`,
    );
    expect(await auditOf(t, adminEmail)).toContainEqual({
      action: 'transactions.csv_export',
      detail: '{"filter":{}}',
    });
  });

  it('defuses formulas: a cell starting with =, +, -, @, tab or CR gets a quote first', async () => {
    const text = (await admin.get('/api/admin/generateCsv').buffer(true)).text;
    expect(text).toContain(`"'=hyperlink(""x"")@evil.com",'-2+3,'\tTabland,`);
    expect(text).toContain(`'@sum(a1)@evil.com,'=1+1,"'\rCarriage"`);
    expect(text).toContain(`"Kenya, ""East"""`);
    expect(text).toContain('Not complete,Waiting for payment');
    for (const line of csvLines(text).slice(1))
      for (const cell of line.split(',')) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  it('honours the filters, as query fields or as filter JSON', async () => {
    const byStatus = await admin
      .get('/api/admin/generateCsv')
      .query({ status: 'FAILED' })
      .buffer(true);
    expect(csvLines(byStatus.text)).toHaveLength(2);
    expect(byStatus.text).toContain(',Failed');
    const byJson = await admin
      .get('/api/admin/generateCsv')
      .query({ filter: JSON.stringify({ from: '2025-04-03', to: '2025-04-04' }) })
      .buffer(true);
    expect(csvLines(byJson.text)).toHaveLength(3);
    const bySearch = await admin
      .get('/api/admin/generateCsv')
      .query({ q: "plain'; DROP TABLE x; --" })
      .buffer(true);
    expect(csvLines(bySearch.text)).toEqual([HEADER]);
    // A receiver's digits: six or more through the digit runs (the typed digits written into the
    // COPY as text, cut by digit_grams() there), fewer through the trigrams; both as typed, with
    // separators.
    for (const q of ['911-000 001', '+251 911 000001', '0001']) {
      const byDigits = await admin.get('/api/admin/generateCsv').query({ q }).buffer(true);
      expect([q, byDigits.status]).toEqual([q, 200]);
      expect(csvLines(byDigits.text).slice(1)).toEqual([
        expect.stringContaining(`,'+251911000001,Ethiopia,`),
      ]);
    }
    const byQuote = await admin
      .get('/api/admin/generateCsv')
      .query({ country: "O'Hara\\" })
      .buffer(true);
    expect(csvLines(byQuote.text)).toEqual([HEADER]);
  });

  it.each([
    [
      { status: 'LOST' },
      'status must be one of PENDING_PAYMENT, PAID, SUBMITTED, COMPLETED, FAILED, REFUNDED, CANCELLED',
    ],
    [{ filter: '{bad' }, 'filter must be a JSON object'],
    [
      { filter: '{}', status: 'PAID' },
      'Send the filters either as filter JSON or as query fields, not both',
    ],
    [{ q: 'a\u0000bc' }, 'q must not contain NUL characters or invalid Unicode'],
    [{ from: '2025-13-01' }, 'from must be a date YYYY-MM-DD'],
  ])('refuses %j with 400', async (query, message) => {
    const res = await admin.get('/api/admin/generateCsv').query(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  describe('at 100,000 rows', () => {
    beforeAll(async () => {
      const [{ id }] = await db.query(`SELECT id FROM customers WHERE email = 'plain@example.com'`);
      await db.query(
        `INSERT INTO top_up_orders (customer_id, product_id, product_name, telenumber, operator_name, country,
           amount_cents, service_charge_cents, status, gateway, created_at)
         SELECT $1, 'p', 'Airtime', '+2519' || lpad(g::text, 8, '0'), 'Ethio telecom', 'Ethiopia', 500, 65,
           'COMPLETED', 'stripe', now() - g * interval '1 minute'
         FROM generate_series(1, 100000) g`,
        [id],
      );
    }, 120_000);

    // Streamed, not built whole: no Content-Length (the size is unknown when the answer starts)
    // and many pieces. The memory this keeps flat is measured by the benchmark on a million rows
    // (`npm run bench`: API RSS), not here, where the test runner shares the process.
    it('streams every row: chunked, in many pieces, none held whole', async () => {
      let bytes = 0;
      let newlines = 0;
      let chunks = 0;
      const res = await admin
        .get('/api/admin/generateCsv')
        .buffer(true)
        .parse((r, done) => {
          r.on('data', (c: Buffer) => {
            bytes += c.length;
            chunks++;
            for (const b of c) if (b === 10) newlines++;
          });
          r.on('end', () => done(null, null));
        });
      expect(res.status).toBe(200);
      expect(newlines).toBe(100_004 + 1);
      expect(bytes).toBeGreaterThan(8_000_000);
      expect(chunks).toBeGreaterThan(50);
      expect(res.headers['content-length']).toBeUndefined();
      expect(res.headers['transfer-encoding']).toBe('chunked');
    }, 60_000);

    // As browsers download it: Chromium asks zstd first, others brotli or gzip. The same file
    // comes out of each (brotli with its smaller window, platform/web/http-app.ts).
    it('sends the same file compressed as the browser asks: zstd, brotli or gzip', async () => {
      const plain = await download('identity');
      expect(plain.encoding).toBeUndefined();
      const decoders = { zstd: zstdDecompressSync, br: brotliDecompressSync, gzip: gunzipSync };
      for (const [encoding, decode] of Object.entries(decoders)) {
        const sent = await download(`${encoding}, identity;q=0.1`);
        expect(sent.encoding).toBe(encoding);
        expect(sent.body.length).toBeLessThan(plain.body.length / 3);
        expect(decode(sent.body).equals(plain.body)).toBe(true);
      }
    }, 60_000);

    /** The raw bytes as they come over the wire (supertest would decode some encodings). */
    async function download(acceptEncoding: string) {
      const server = t.app.getHttpServer();
      if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      const { port } = server.address() as AddressInfo;
      return new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        const req = httpRequest(
          {
            port,
            host: '127.0.0.1',
            path: '/api/admin/generateCsv',
            headers: { cookie, 'accept-encoding': acceptEncoding },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                encoding: res.headers['content-encoding'],
                body: Buffer.concat(chunks),
              }),
            );
          },
        );
        req.once('error', reject);
        req.end();
      });
    }

    it('gives the database connection back when the client goes away mid-download', async () => {
      const exportsPool = t.app.get(CsvExportConnections);
      const server = t.app.getHttpServer();
      if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      const { port } = server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const req = httpRequest(
          { port, host: '127.0.0.1', path: '/api/admin/generateCsv', headers: { cookie } },
          (res) => {
            res.once('data', () => {
              req.destroy(); // the browser tab closed after the first bytes
              resolve();
            });
          },
        );
        req.on('error', () => undefined);
        req.once('error', reject);
        req.end();
      });
      await waitUntil(async () => {
        const copies = await db.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'COPY (%' AND pid <> pg_backend_pid()`,
        );
        return copies[0].n === 0 && exportsPool.inUse === 0;
      });
      // The pool still serves: the list works after the abandoned export.
      expect((await admin.get('/api/admin/transactions')).status).toBe(200);
    });
  });
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 100));
  }
}
