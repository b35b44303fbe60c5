import type { INestApplicationContext } from '@nestjs/common';
import { request as httpRequest, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { TopUpOrderRepository } from '@modules/orders/ports/top-up-order-repository.port';
import { adminAgent } from '../support/admins';
import { customerAgent } from '../support/customers';
import { cookieHeader } from '../support/http';
import { insertOrders } from '../support/orders';
import { createTestApp, TestApp } from '../support/test-app';
import { startWorker } from '../support/worker';

jest.setTimeout(30_000);

interface Stream {
  status: number;
  contentType: string;
  /** The `progress` events' data so far. */
  events: Record<string, unknown>[];
  /** The raw text so far (comments, retry lines). */
  text: string;
  /** Resolves once `count` events came. */
  eventCount(count: number): Promise<void>;
  ended: Promise<void>;
  request: ClientRequest;
}

/**
 * GET /api/orders/{id}/progress as an EventSource makes it (a real socket: the answer streams);
 * answers once the headers are in.
 */
async function openStream(t: TestApp, orderId: string, cookie: string): Promise<Stream> {
  const server = t.app.getHttpServer();
  if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const waiting: { count: number; resolve: () => void }[] = [];
    const request = httpRequest(
      {
        port,
        host: '127.0.0.1',
        path: `/api/orders/${orderId}/progress`,
        headers: {
          cookie,
          accept: 'text/event-stream',
          'x-forwarded-for': `10.9.${port % 250}.${Math.floor(Math.random() * 250)}`,
        },
      },
      (res) => {
        let ended: () => void = () => undefined;
        const stream: Stream = {
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          events: [],
          text: '',
          eventCount: (count) =>
            stream.events.length >= count
              ? Promise.resolve()
              : new Promise((r) => waiting.push({ count, resolve: r })),
          ended: new Promise<void>((r) => (ended = r)),
          request,
        };
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          stream.text += chunk;
          stream.events = [...stream.text.matchAll(/event: progress\n(?:.*\n)*?data: (.*)\n/g)].map(
            (m) => JSON.parse(m[1]) as Record<string, unknown>,
          );
          for (const w of waiting.filter((x) => stream.events.length >= x.count)) w.resolve();
        });
        res.on('end', () => ended());
        res.on('close', () => ended());
        resolve(stream);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('GET /api/orders/{orderId}/progress (Server-Sent Events)', () => {
  let t: TestApp;
  let db: DataSource;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    worker = await startWorker();
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it("answers 401 to anonymous callers, admins and masters, 404 for another customer's order", async () => {
    const owner = await customerAgent(t);
    const [orderId] = await insertOrders(db, [{ customerId: owner.id, status: 'PAID' }]);
    const path = `/api/orders/${orderId}/progress`;
    const unauthorized = { statusCode: 401, message: 'Unauthorized' };

    const anonymous = await t.agent().get(path);
    expect([anonymous.status, anonymous.body]).toEqual([401, unauthorized]);
    for (const role of ['admin', 'master'] as const) {
      const { agent } = await adminAgent(t, role);
      const res = await agent.get(path);
      expect([role, res.status, res.body]).toEqual([role, 401, unauthorized]);
    }
    const other = await customerAgent(t);
    const stranger = await other.agent.get(path);
    expect([stranger.status, stranger.body]).toEqual([
      404,
      { statusCode: 404, message: 'Order not found' },
    ]);
    const unknown = await other.agent.get(
      '/api/orders/00000000-0000-4000-8000-000000000000/progress',
    );
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Order not found']);
    const garbage = await other.agent.get('/api/orders/not-an-id/progress');
    expect([garbage.status, garbage.body.message]).toEqual([400, 'Invalid order id']);
  });

  it("streams the customer's own final order once, then ends", async () => {
    const owner = await customerAgent(t);
    const [orderId] = await insertOrders(db, [
      { customerId: owner.id, status: 'COMPLETED', telenumber: '+251911000042' },
    ]);
    const res = await owner.agent.get(`/api/orders/${orderId}/progress`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.text).toContain('event: progress\n');
    expect(res.text).toContain('retry: 2000\n');
    const data = JSON.parse(/data: (.*)\n/.exec(res.text)![1]);
    expect(data).toEqual({
      orderId,
      status: 'COMPLETED',
      productId: 'p1',
      productName: 'Airtime',
      phoneNumber: '+251911000042',
      amount: 10.8,
      // An order without a copy of what arrives (kept before it was): no line.
      receives: null,
      validity: null,
      delayed: false,
      operatorReference: null,
    });
  });

  it('follows the order live: a move made in the worker process reaches the page within a second', async () => {
    const owner = await customerAgent(t);
    const [orderId] = await insertOrders(db, [{ customerId: owner.id, status: 'PAID' }]);
    const stream = await openStream(t, orderId, cookieHeader(owner.agent));
    expect([stream.status, stream.contentType]).toEqual([200, 'text/event-stream']);
    await stream.eventCount(1);
    expect(stream.events[0].status).toBe('PAID');

    // The worker's repository (another Nest context, as the worker process) moves the order.
    const orders = worker.get(TopUpOrderRepository, { strict: false });
    const movedAt = Date.now();
    await orders.move({ orderId, from: 'PAID', to: 'SUBMITTED', actor: 'test', detail: '' });
    await stream.eventCount(2);
    expect(Date.now() - movedAt).toBeLessThan(1000);
    await orders.move({ orderId, from: 'SUBMITTED', to: 'COMPLETED', actor: 'test', detail: '' });
    await stream.ended;
    expect(stream.events.map((e) => e.status)).toEqual(['PAID', 'SUBMITTED', 'COMPLETED']);
  });

  it('holds at most 3 live follows per customer (429 beyond), and frees them when pages leave', async () => {
    const owner = await customerAgent(t);
    const [orderId] = await insertOrders(db, [{ customerId: owner.id, status: 'PENDING_PAYMENT' }]);
    const cookie = cookieHeader(owner.agent);
    const open: Stream[] = [];
    for (let i = 0; i < 3; i++) {
      const stream = await openStream(t, orderId, cookie);
      await stream.eventCount(1);
      open.push(stream);
    }
    const refused = await owner.agent.get(`/api/orders/${orderId}/progress`);
    expect([refused.status, refused.body]).toEqual([
      429,
      { statusCode: 429, message: 'Too many requests, please try again later.' },
    ]);
    // Another customer is not held back.
    const other = await customerAgent(t);
    const [theirs] = await insertOrders(db, [{ customerId: other.id, status: 'CANCELLED' }]);
    expect((await other.agent.get(`/api/orders/${theirs}/progress`)).status).toBe(200);

    for (const stream of open) stream.request.destroy();
    let again = 0;
    for (let tries = 0; tries < 40 && again !== 200; tries++) {
      await new Promise((r) => setTimeout(r, 50));
      const stream = await openStream(t, orderId, cookie);
      again = stream.status;
      stream.request.destroy();
    }
    expect(again).toBe(200);
  });

  it('is rate limited per client IP (reconnect loops)', async () => {
    const owner = await customerAgent(t);
    const [orderId] = await insertOrders(db, [{ customerId: owner.id, status: 'CANCELLED' }]);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await owner.agent.get(`/api/orders/${orderId}/progress`)).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
