import { get } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { Server } from 'node:http';
import { Controller, Get, Sse, type MessageEvent } from '@nestjs/common';
import { interval, map, take, type Observable } from 'rxjs';
import { createTestApp, TestApp } from '../support/test-app';

const MAX_CONNECTIONS = 5;
const HEADERS_TIMEOUT_MS = 500;
const REQUEST_TIMEOUT_MS = 800;
const IDLE_TIMEOUT_MS = 2000;
const KEEP_ALIVE_TIMEOUT_MS = 3000;

/** An event stream twice as long as the request timeout, quiet for less than the idle one. */
@Controller('api/test-long')
class LongAnswerController {
  @Sse('events')
  events(): Observable<MessageEvent> {
    return interval(200).pipe(
      take(8),
      map((n) => ({ data: { n } })),
    );
  }

  /** An answer that takes longer than the idle timeout to start (a hung upstream call). */
  @Get('silent')
  async silent(): Promise<{ late: true }> {
    await new Promise((r) => setTimeout(r, IDLE_TIMEOUT_MS * 2));
    return { late: true };
  }
}

/**
 * One client opening thousands of connections and sending nothing, or half a request, must not
 * use up the process's open files: past HTTP_MAX_CONNECTIONS new connections are closed, and
 * idle or half-sent ones end after their timeouts. Long answers are not cut by them.
 */
describe('connection limits', () => {
  let t: TestApp;
  let server: Server;
  let port: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      { controllers: [LongAnswerController] },
      {
        HTTP_MAX_CONNECTIONS: String(MAX_CONNECTIONS),
        HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
        HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        HTTP_IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS),
        HTTP_KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
      },
    );
    server = t.app.getHttpServer();
    if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.destroy();
  });
  afterAll(() => t?.close());

  /** A connected socket that has sent nothing; `closed` resolves with ms from connect to close. */
  async function openSocket(): Promise<{
    socket: Socket;
    closed: Promise<number>;
    text: () => string;
  }> {
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    let text = '';
    socket.on('data', (c: Buffer) => (text += c.toString('latin1')));
    socket.on('error', () => undefined);
    await new Promise((r) => socket.once('connect', r));
    const opened = Date.now();
    const closed = new Promise<number>((r) => socket.once('close', () => r(Date.now() - opened)));
    return { socket, closed, text: () => text };
  }

  const connections = () =>
    new Promise<number>((resolve, reject) =>
      server.getConnections((err, n) => (err ? reject(err) : resolve(n))),
    );

  function getHealth(): Promise<number> {
    return new Promise((resolve, reject) =>
      get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      }).on('error', reject),
    );
  }

  const within = <T>(p: Promise<T>, ms: number) =>
    Promise.race([
      p,
      new Promise<never>((_r, reject) =>
        setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms),
      ),
    ]);

  it('closes connections past HTTP_MAX_CONNECTIONS at once; once some end, requests are served', async () => {
    const held = [];
    for (let i = 0; i < MAX_CONNECTIONS; i++) held.push(await openSocket());
    const extra = [await openSocket(), await openSocket(), await openSocket()];
    for (const e of extra) await within(e.closed, 500);
    expect(await connections()).toBe(MAX_CONNECTIONS);

    held[0].socket.destroy();
    held[1].socket.destroy();
    const deadline = Date.now() + 1000;
    while ((await connections()) > MAX_CONNECTIONS - 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(await getHealth()).toBe(200);
    // The connections still open were not touched by the cap.
    for (const h of held.slice(2)) expect(h.socket.destroyed).toBe(false);
  });

  it('answers 408 and closes a connection that sent half a request header', async () => {
    const half = await openSocket();
    half.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    const ms = await within(half.closed, HEADERS_TIMEOUT_MS + 1000);
    expect(ms).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
    expect(half.text()).toMatch(/^HTTP\/1.1 408/);
  });

  it('answers 408 and closes a connection that sends nothing, after the headers timeout', async () => {
    const silent = await openSocket();
    const ms = await within(silent.closed, HEADERS_TIMEOUT_MS + 1000);
    expect(ms).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
    expect(silent.text()).toMatch(/^HTTP\/1.1 408/);
  });

  it('closes a connection where nothing moves either way for the idle timeout', async () => {
    const waiting = await openSocket();
    waiting.socket.write('GET /api/test-long/silent HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const ms = await within(waiting.closed, IDLE_TIMEOUT_MS + 1000);
    expect(ms).toBeGreaterThanOrEqual(IDLE_TIMEOUT_MS - 50);
  });

  it('keeps a kept-alive connection that waits between requests longer than the headers timeout', async () => {
    const client = await openSocket();
    const request = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    client.socket.write(request);
    await new Promise((r) => setTimeout(r, HEADERS_TIMEOUT_MS * 2));
    client.socket.write(request);
    await new Promise((r) => setTimeout(r, 300));
    expect(client.text().match(/HTTP\/1.1 200/g)).toHaveLength(2);
    expect(client.socket.destroyed).toBe(false);
  });

  it('does not cut an answer longer than the request timeout (an event stream)', async () => {
    const started = Date.now();
    const body = await new Promise<string>((resolve, reject) =>
      get({ host: '127.0.0.1', port, path: '/api/test-long/events', agent: false }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve(text));
        res.on('error', reject);
      }).on('error', reject),
    );
    expect(Date.now() - started).toBeGreaterThan(REQUEST_TIMEOUT_MS);
    expect(body.match(/^data: /gm)).toHaveLength(8);
  });
});

/**
 * Served without a proxy, one client address holding its share of connections cannot keep
 * others out: its next ones are closed while another address is still served.
 */
describe('connections per client address', () => {
  const PER_CLIENT = 3;
  let t: TestApp;
  let port: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      {},
      { TRUST_PROXY_ADDRESSES: '', HTTP_MAX_CONNECTIONS_PER_CLIENT: String(PER_CLIENT) },
    );
    const server: Server = t.app.getHttpServer();
    if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const s of sockets.splice(0)) s.destroy();
    await t?.close();
  });

  /** A socket from `from` (any 127.x address is this machine); resolves once it closes. */
  async function openFrom(from: string): Promise<{ socket: Socket; closed: Promise<void> }> {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from });
    sockets.push(socket);
    socket.on('error', () => undefined);
    await new Promise((r) => socket.once('connect', r));
    return { socket, closed: new Promise<void>((r) => socket.once('close', () => r())) };
  }

  function healthFrom(from: string): Promise<number> {
    return new Promise((resolve, reject) =>
      get(
        { host: '127.0.0.1', port, path: '/api/health', agent: false, localAddress: from },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      ).on('error', reject),
    );
  }

  it('closes a client address past its share while another address is served', async () => {
    const held = [];
    for (let i = 0; i < PER_CLIENT; i++) held.push(await openFrom('127.0.0.1'));
    const extra = await openFrom('127.0.0.1');
    await Promise.race([
      extra.closed,
      new Promise((_r, reject) => setTimeout(() => reject(new Error('not closed')), 1000)),
    ]);
    await expect(healthFrom('127.0.0.1')).rejects.toThrow();
    expect(await healthFrom('127.0.0.2')).toBe(200);
    for (const h of held) expect(h.socket.destroyed).toBe(false);

    // Once the client lets one go, it may open another.
    held[0].socket.destroy();
    await held[0].closed;
    await new Promise((r) => setTimeout(r, 50));
    expect(await healthFrom('127.0.0.1')).toBe(200);
  });
});
