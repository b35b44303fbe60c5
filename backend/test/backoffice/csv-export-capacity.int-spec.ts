import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Pool } from 'pg';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { CsvExportConnections } from '@modules/backoffice/infra/csv-export-connections';
import { adminAgent } from '../support/admins';
import { ownDatabase } from '../support/databases';
import { cookieHeader } from '../support/http';
import { createTestApp, TestApp } from '../support/test-app';

// Long enough that the two stalled downloads still hold their places while the test, on a busy
// machine, asks for the third (with 1 s a slow step let one end first and the third got 200).
const STALL_MS = 5000;
const ROWS = 40_000;

/**
 * Downloads that read one chunk and stop must not take the API down: the exports have their own
 * connections, at most two at once (both CSVs together), and a download whose client stopped
 * reading ends after CSV_EXPORT_STALL_MS, giving its connection back.
 */
describe('CSV exports under stalled downloads', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: TestAgent;
  let cookie: string;
  let port: number;
  const clients: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      {},
      { DATABASE_URL: await ownDatabase('csv_capacity'), CSV_EXPORT_STALL_MS: String(STALL_MS) },
    );
    db = t.app.get(DataSource);
    const session = await adminAgent(t);
    admin = session.agent;
    cookie = cookieHeader(session.agent);
    // ~28 MB of CSV: far more than the socket buffers between the database and a client that
    // stopped reading, so a stalled download really holds its COPY open.
    await db.query(
      `INSERT INTO mvm_payments (kind, course, payer_name, description, amount_cents, provider,
         provider_order_id, status, created_at)
       SELECT 'course', 'Python I', 'Payer ' || g, repeat('x', 500), 100, 'stripe', 'ORD-' || g,
         'PENDING', now() - g * interval '1 second'
       FROM generate_series(1, ${ROWS}) g`,
    );
    const server = t.app.getHttpServer();
    if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    for (const c of clients) c.destroy();
    await t?.close();
  });

  /** An export whose client reads its first bytes, then stops reading (the socket stays open). */
  function stalledDownload(path: string): Promise<{ head: string; socket: Socket }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n\r\n`),
      );
      clients.push(socket);
      socket.once('error', reject);
      socket.once('data', (chunk: Buffer) => {
        socket.pause();
        resolve({ head: chunk.toString('latin1', 0, 200), socket });
      });
    });
  }

  /** An export answers 200 with its first bytes; its client then goes away. */
  async function expectExportStarts(): Promise<void> {
    const next = await stalledDownload('/api/admin/mvm-payments.csv');
    expect(next.head).toMatch(/^HTTP\/1.1 200/);
    next.socket.destroy();
  }

  const copiesRunning = async () =>
    (
      await db.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND query LIKE 'COPY (%' AND pid <> pg_backend_pid()`,
      )
    )[0].n as number;

  it('caps exports at two, keeps the API answering, and ends stalled downloads', async () => {
    const first = await stalledDownload('/api/admin/mvm-payments.csv');
    const second = await stalledDownload('/api/admin/mvm-payments.csv');
    expect(first.head).toMatch(/^HTTP\/1.1 200/);
    expect(second.head).toMatch(/^HTTP\/1.1 200/);

    // A third, of either kind, is refused at once.
    const third = await admin.get('/api/admin/generateCsv');
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ statusCode: 429, message: 'An export is already running' });
    const fourth = await admin.get('/api/admin/mvm-payments.csv');
    expect(fourth.status).toBe(429);

    // The rest of the API is untouched: the stalled exports hold none of the shared connections.
    const exportsPool = t.app.get(CsvExportConnections);
    const shared = (db.driver as unknown as { master: Pool }).master;
    expect(exportsPool.inUse).toBe(2);
    expect(shared.totalCount - shared.idleCount).toBe(0);
    const started = Date.now();
    expect((await t.agent().get('/api/health')).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await t.agent().get('/api/user/token')).status).toBe(200);
    expect((await admin.get('/api/admin/transactions')).status).toBe(200);

    // After the stall timeout the downloads are ended and the connections are given back.
    await waitUntil(
      async () => exportsPool.inUse === 0 && (await copiesRunning()) === 0,
      STALL_MS + 15_000,
    );
    for (const { socket } of [first, second]) {
      const ended = new Promise<number>((resolve) => {
        let bytes = 0;
        socket.on('data', (c: Buffer) => (bytes += c.length));
        socket.on('error', () => undefined);
        socket.once('close', () => resolve(bytes));
      });
      socket.resume();
      expect(await ended).toBeLessThan(ROWS * 500);
    }

    // And the next export starts. (Its first bytes are enough: read whole, 28 MB through a
    // test client on a loaded machine can pause longer than this test's stall limit, which then
    // rightly ends it; transactions-csv.int-spec.ts reads whole exports.)
    await expectExportStarts();
    await waitUntil(async () => exportsPool.inUse === 0);
  }, 60_000);

  it('gives every connection back when clients go away at any moment of an export', async () => {
    const exportsPool = t.app.get(CsvExportConnections);
    for (let round = 0; round < 20; round++) {
      await new Promise<void>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            `GET /api/admin/mvm-payments.csv HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n\r\n`,
          );
          setTimeout(() => socket.destroy(), round * 2);
        });
        socket.on('error', () => undefined);
        socket.once('close', () => resolve());
      });
    }
    await waitUntil(async () => exportsPool.inUse === 0 && (await copiesRunning()) === 0);
    await expectExportStarts();
  }, 30_000);
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 100));
  }
}
